import { services } from '../../content/services';
import { expect, test } from '../fixtures';

test.describe('service pages', () => {
  for (const service of services) {
    test(`${service.slug}: title, feature boxes and 'Conversemos'`, async ({ page }) => {
      await page.goto(`/services/${service.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title);
      await expect(page.getByText(service.lead)).toBeVisible();
      const features = page.locator('#features');
      await expect(features.getByRole('listitem')).toHaveCount(service.features.length);
      for (const feature of service.features) {
        await expect(features.getByRole('heading', { name: feature.title })).toHaveCount(1);
      }
      await page
        .getByRole('region', { name: 'Conversemos' })
        .getByRole('button', { name: 'Agenda una reunión' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Agenda una reunión' })).toBeVisible();
    });
  }

  test('software factory lists the eight capabilities of content/services.ts', async ({ page }) => {
    await page.goto('/services/software-factory');
    const titles = await page.locator('#features h3').allTextContents();
    expect(titles).toEqual([
      'Software a medida',
      'Desarrollo web',
      'Aplicaciones móviles',
      'Mantenimiento evolutivo',
      'Diseño UI',
      'QA y pruebas',
      'Prototipos UX',
      'Discovery',
    ]);
  });

  test("'Volver' goes back to the home page", async ({ page }) => {
    await page.goto('/services/cloud-services');
    await page.getByRole('link', { name: 'Volver' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.locator('#home')).toBeVisible();
  });

  test('feature boxes fade in and slide up once half of them is in view', async ({ page }) => {
    await page.goto('/services/software-factory');
    const box = page.locator('#features li > div').last();
    // Below the fold: transparent and shifted down.
    await expect(box).toHaveCSS('opacity', '0');
    expect(await box.evaluate((element) => getComputedStyle(element).transform)).not.toBe('none');
    await box.scrollIntoViewIfNeeded();
    await expect(box).toHaveCSS('opacity', '1');
    await expect
      .poll(() => box.evaluate((element) => getComputedStyle(element).transform))
      .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  });

  test('other services are one click away', async ({ page }) => {
    await page.goto('/services/big-data');
    const others = page.getByRole('navigation', { name: 'Otros servicios' });
    await expect(others.getByRole('link')).toHaveCount(3);
    await others.getByRole('link', { name: /Cloud Services/ }).click();
    await expect(page).toHaveURL('/services/cloud-services');
  });
});
