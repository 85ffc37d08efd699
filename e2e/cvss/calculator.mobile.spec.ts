import { expect, seriousAxeViolations, test } from '../fixtures';

const CRITICAL = 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';

test.describe('CVSS calculator on a phone', () => {
  test('fits the screen and stays accessible with a result', async ({ page }) => {
    await page.goto(`/cvss?vector=${CRITICAL}/E:P`);
    const result = page.getByRole('region', { name: 'Resultado' });
    await expect(result).toContainText('9.8');
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('metric buttons respond to taps', async ({ page }) => {
    await page.goto('/cvss');
    const input = page.getByRole('textbox', { name: 'Vector CVSS' });
    await input.fill(CRITICAL);
    await input.press('Enter');
    await page
      .getByRole('radiogroup', { name: 'Alcance', exact: true })
      .getByRole('radio', { name: 'Con cambio (C)' })
      .tap();
    await expect(input).toHaveValue(CRITICAL.replace('S:U', 'S:C'));
    await expect(page.getByRole('region', { name: 'Resultado' })).toContainText('10.0');
  });
});
