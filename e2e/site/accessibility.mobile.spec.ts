import { expect, seriousAxeViolations, test } from '../fixtures';

// Two tests, like the desktop ones: a whole-page scan of the home page takes seconds of CPU,
// and the open menu changes only the menu, which is scanned on its own.
test('accessibility (axe) of the home page on a phone', async ({ page }) => {
  await page.goto('/');
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('accessibility (axe) of the open menu on a phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú principal' })).toBeVisible();
  expect(await seriousAxeViolations(page, '#mobile-menu')).toEqual([]);
});
