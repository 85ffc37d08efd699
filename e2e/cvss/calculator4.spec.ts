import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from '../fixtures';

const BASE4 = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N';
/** FIRST's calculator example: 8.7 with threat and environmental metrics. */
const BTE = 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:L/SC:N/SI:N/SA:N/E:A/MAV:A';

/** The calculator's parts, found the way a visitor (or a screen reader) finds them. */
function calculator(page: Page) {
  const result = page.getByRole('region', { name: 'Resultado' });
  return {
    input: page.getByRole('textbox', { name: 'Vector CVSS' }),
    calculate: page.getByRole('button', { name: 'Calcular' }),
    result,
    error: page.getByRole('alert').filter({ hasText: 'Error:' }),
    radio: (group: string, option: string) =>
      page
        .getByRole('radiogroup', { name: group, exact: true })
        .getByRole('radio', { name: option, exact: true }),
    figure: (label: string) =>
      result
        .locator('dt')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]'),
  };
}

const vectorInUrl = (page: Page) => new URL(page.url()).searchParams.get('vector');

test.describe('CVSS v4.0 in the calculator (/cvss)', () => {
  test('choose v4.0 and its eleven base metrics with the keyboard', async ({ page }) => {
    await page.goto('/cvss');
    const { input, result, radio, figure } = calculator(page);
    // The prerendered stand-in's controls stay disabled until the calculator is live.
    await expect(input).toBeEnabled();

    await radio('Versión de CVSS', 'CVSS 3.1').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(radio('Versión de CVSS', 'CVSS 4.0')).toBeChecked();
    await expect(radio('Versión de CVSS', 'CVSS 4.0')).toBeFocused();
    await expect(input).toHaveValue('CVSS:4.0');
    await expect(result).toContainText('0 de 11 métricas base');
    await expect(page.getByRole('heading', { name: 'Sistema vulnerable' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sistemas subsiguientes' })).toBeVisible();

    // Tab reaches each group's first option, Space picks it, the arrow keys move the choice.
    await radio('Vector de ataque', 'Red (N)').focus();
    await page.keyboard.press('Space');
    const keys: string[][] = [
      ['Space'], // AC:L
      ['Space'], // AT:N
      ['Space'], // PR:N
      ['Space'], // UI:N
      ['ArrowRight', 'ArrowRight'], // VC:H
      ['ArrowRight', 'ArrowRight'], // VI:H
      ['ArrowRight', 'ArrowRight'], // VA:H
      ['Space'], // SC:N
      ['Space'], // SI:N
      ['Space'], // SA:N
    ];
    for (const presses of keys) {
      await page.keyboard.press('Tab');
      for (const key of presses) await page.keyboard.press(key);
    }
    await expect(input).toHaveValue(BASE4);
    await expect(radio('Confidencialidad del sistema vulnerable', 'Alto (H)')).toBeChecked();
    await expect(figure('Puntaje')).toHaveText('9,3');
    await expect(result).toContainText('9,3 · CVSS-B · Crítica');
    await expect(figure('MacroVector')).toHaveText('000200');
    await expect.poll(() => vectorInUrl(page)).toBe(BASE4);

    // A threat metric changes the nomenclature; a supplemental one never changes the score.
    await page.getByText('Métricas de amenaza, entorno y suplementarias').click();
    await radio('Madurez del exploit', 'No definido (X)').focus();
    await page.keyboard.press('ArrowRight');
    await expect(radio('Madurez del exploit', 'Atacada (A)')).toBeChecked();
    await expect(result).toContainText('9,3 · CVSS-BT · Crítica');
    await radio('Automatizable', 'No definido (X)').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(input).toHaveValue(`${BASE4}/E:A/AU:Y`);
    await expect(result).toContainText('9,3 · CVSS-BT · Crítica');
  });

  test('a pasted v4.0 vector switches the version, a pasted v3.1 one switches back', async ({
    page,
  }) => {
    await page.goto('/cvss');
    const { input, calculate, result, radio, figure } = calculator(page);
    await input.fill(BTE);
    await calculate.click();

    await expect(radio('Versión de CVSS', 'CVSS 4.0')).toBeChecked();
    await expect(input).toBeFocused();
    await expect(result).toContainText('8,7 · CVSS-BTE · Alta');
    await expect(figure('Nomenclatura')).toContainText('Base, amenaza y entorno');
    await expect(radio('Vector de ataque modificado', 'Red adyacente (A)')).toBeChecked();
    await expect.poll(() => vectorInUrl(page)).toBe(BTE);

    const v31 = 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';
    await input.fill(v31);
    await input.press('Enter');
    await expect(radio('Versión de CVSS', 'CVSS 3.1')).toBeChecked();
    await expect(figure('Puntaje base')).toHaveText('9.8');
    await expect.poll(() => vectorInUrl(page)).toBe(v31);
  });

  test('a shared v4.0 link reproduces the result, also after a reload', async ({ page }) => {
    const shared = `${BASE4}/E:P/CR:L/S:P/U:Amber`;
    await page.goto(`/cvss?vector=${shared}`);
    const { input, result, radio } = calculator(page);
    await expect(input).toHaveValue(shared);
    await expect(radio('Versión de CVSS', 'CVSS 4.0')).toBeChecked();
    const summary = result.getByText(/^\d+,\d · CVSS-BTE · /);
    await expect(summary).toBeVisible();
    const text = await summary.textContent();
    await expect(radio('Urgencia del proveedor', 'Ámbar (Amber)')).toBeChecked();

    await page.reload();
    await expect(input).toHaveValue(shared);
    await expect(result.getByText(/^\d+,\d · CVSS-BTE · /)).toHaveText(text ?? '');
  });

  test('a malformed v4.0 vector shows its Spanish error, on the page and from a link', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`/cvss?vector=${BASE4}`);
    const { input, error, result } = calculator(page);
    await expect(result).toContainText('9,3 · CVSS-B · Crítica');

    await input.fill('CVSS:4.0/AV:N/AC:L/PR:N');
    await input.press('Enter');
    await expect(error).toHaveText('Error: Falta la métrica base AT');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The buttons keep the last valid vector.
    await expect(result).toContainText('9,3 · CVSS-B · Crítica');

    await input.fill(`${BASE4}/E:F`);
    await input.press('Enter');
    await expect(error).toHaveText('Error: Valor inválido para E: F');

    await page.goto(`/cvss?vector=${BASE4}/AV:L`);
    await expect(error).toHaveText('Error: Métrica duplicada: AV');
    await expect(result).toContainText('0 de 11 métricas base');
    expect(dialogs).toEqual([]);
  });

  test('accessibility (axe): a v4.0 result with every group open, and an error', async ({
    page,
  }) => {
    test.slow(); // two scans of a long page
    await page.goto(`/cvss?vector=${BTE}/AU:Y`);
    const { input, calculate, error, result } = calculator(page);
    await expect(result).toContainText('8,7 · CVSS-BTE · Alta');
    await result.getByText(/^MacroVector:/).click();
    await expect(result.getByText('EQ1 · Explotabilidad')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await input.fill('CVSS:4.0/AV:N');
    await calculate.click();
    await expect(error).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
