import { expect, test } from '../fixtures';

test.describe('home page on a phone', () => {
  test('nothing overflows sideways', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  });

  test('testimonials show one at a time', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'Testimonios de clientes' });
    const regionWidth = (await testimonials.boundingBox())?.width ?? 0;
    const slideWidth = (await testimonials.getByRole('group').first().boundingBox())?.width ?? 0;
    // One slide per view, with a 10 px gap below 480 px.
    expect(slideWidth).toBeGreaterThan(regionWidth * 0.9);
  });
});
