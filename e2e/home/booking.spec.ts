import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import { holdClockOnceAttached } from './held-clock';

const calendar = (page: import('@playwright/test').Page) =>
  page.getByRole('dialog', { name: 'Agenda una reunión' });

test.describe('booking from the home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test("hero slide 1: 'Agenda una consulta gratuita' opens the calendar", async ({ page }) => {
    await page
      .locator('#home')
      .getByRole('button', { name: 'Agenda una consulta gratuita' })
      .click();
    await expect(calendar(page)).toBeVisible();
    await expect(calendar(page).locator('iframe')).toHaveAttribute('src', e2eStack.bookingUrl);
  });

  test("hero slide 2: 'Reunámonos' opens the calendar", async ({ page }) => {
    // The second slide comes in on its own, after 4 s of the page's held clock (./held-clock).
    await page.clock.install();
    await page.reload();
    await holdClockOnceAttached(page, 'Destacados');
    await page.clock.runFor(4_500);
    const button = page.locator('#home').getByRole('button', { name: 'Reunámonos' });
    await expect(button).toBeInViewport();
    await button.click();
    await expect(calendar(page)).toBeVisible();
  });

  test("hero slide 3: 'Descubre más' leads to the integration platform", async ({ page }) => {
    await expect(page.locator('#home').getByRole('link', { name: 'Descubre más' })).toHaveAttribute(
      'href',
      e2eStack.integrationPlatformUrl,
    );
  });

  test("testimonials: 'Agenda una reunión' opens the meeting modal", async ({ page }) => {
    await page.locator('#clients').getByRole('button', { name: 'Agenda una reunión' }).click();
    await expect(calendar(page)).toBeVisible();
  });

  test("'Conversemos': 'Agenda una reunión' opens the meeting modal", async ({ page }) => {
    await page
      .getByRole('region', { name: 'Conversemos' })
      .getByRole('button', { name: 'Agenda una reunión' })
      .click();
    await expect(calendar(page)).toBeVisible();
  });
});
