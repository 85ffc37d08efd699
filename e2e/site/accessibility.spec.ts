import { expect, seriousAxeViolations, test } from '../fixtures';
import { openPages } from '../../lib/routes';

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const path of openPages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('with the services dropdown and the calendar modal open', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Principal', exact: true })
      .getByRole('button', { name: 'Servicios' })
      .click();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page
      .getByRole('region', { name: 'Conversemos' })
      .getByRole('button', { name: 'Agenda una reunión' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Agenda una reunión' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
