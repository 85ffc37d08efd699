import { expect, seriousAxeViolations, test } from '../fixtures';
import { openPages } from '../../lib/routes';

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const path of openPages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  // Each open state is scanned where it changes the page: the rest is the home page scanned
  // above. One whole-page scan of the home page takes 4 to 6 s of CPU here, and this test made
  // two after loading it, so a busy machine ran it past its 30 s; now each scan is a fraction.
  test('with the services dropdown open', async ({ page }) => {
    await page.goto('/');
    const services = page
      .getByRole('navigation', { name: 'Principal', exact: true })
      .getByRole('button', { name: 'Servicios' });
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousAxeViolations(page, 'header')).toEqual([]);
  });

  test('with the calendar modal open', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Conversemos' })
      .getByRole('button', { name: 'Agenda una reunión' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Agenda una reunión' })).toBeVisible();
    // The modal and the scheduling page it frames (a stand-in here).
    expect(await seriousAxeViolations(page, '#calendar-modal')).toEqual([]);
  });
});
