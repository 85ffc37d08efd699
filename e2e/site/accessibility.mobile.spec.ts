import { expect, seriousAxeViolations, test } from '../fixtures';

test('accessibility (axe) of the home page and its open menu on a phone', async ({ page }) => {
  await page.goto('/');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú principal' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
