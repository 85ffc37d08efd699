import type { Page } from '@playwright/test';
import { expect, scrollY, seriousAxeViolations, test } from '../fixtures';

const CRITICAL = 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';
const XSS_30 = 'CVSS:3.0/AV:N/AC:L/PR:N/UI:R/S:C/C:L/I:L/A:N';

/** The calculator's parts, found the way a visitor (or a screen reader) finds them. */
function calculator(page: Page) {
  const result = page.getByRole('region', { name: 'Resultado' });
  return {
    input: page.getByRole('textbox', { name: 'Vector CVSS' }),
    calculate: page.getByRole('button', { name: 'Calcular' }),
    result,
    error: page.getByRole('alert').filter({ hasText: 'Error:' }),
    group: (name: string) => page.getByRole('radiogroup', { name, exact: true }),
    radio: (group: string, option: string) =>
      page
        .getByRole('radiogroup', { name: group, exact: true })
        .getByRole('radio', { name: option, exact: true }),
    /** The value shown under a label of the result panel (Puntaje base, Impacto, …). */
    figure: (label: string) =>
      result
        .locator('dt')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]'),
  };
}

/** Errors must be on the page: any browser dialog (alert, confirm) fails the test. */
function forbidDialogs(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

test.describe('CVSS calculator (/cvss)', () => {
  test('has its title and description', async ({ page }) => {
    await page.goto('/cvss');
    await expect(page).toHaveTitle(/^Calculadora CVSS \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calculadora CVSS');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /CVSS/);
    const { input, result } = calculator(page);
    await expect(input).toHaveAttribute('placeholder', CRITICAL);
    await expect(result).toContainText('0 de 8 métricas base');
  });

  test('a typed 3.1 vector is calculated: vector, base score, severity and subscores', async ({
    page,
  }) => {
    const dialogs = forbidDialogs(page);
    await page.goto('/cvss');
    const { input, calculate, result, figure, radio } = calculator(page);
    await input.fill(CRITICAL);
    await calculate.click();

    await expect(figure('Puntaje base')).toHaveText('9.8');
    await expect(figure('Severidad')).toHaveText('Crítica');
    await expect(figure('Impacto')).toHaveText('5.9');
    await expect(figure('Explotabilidad')).toHaveText('3.9');
    await expect(figure('Puntaje temporal')).toContainText('9.8');
    await expect(figure('Puntaje ambiental')).toContainText('9.8');
    await expect(result).toContainText(CRITICAL);
    await expect(result).toContainText('CVSS v3.1');
    await expect(
      page.getByRole('list', { name: 'Escala de severidad' }).getByRole('listitem'),
    ).toHaveText([
      /^Ninguna\s*0\.0$/,
      /^Baja\s*0\.1–3\.9$/,
      /^Media\s*4\.0–6\.9$/,
      /^Alta\s*7\.0–8\.9$/,
      /^Crítica\s*9\.0–10\.0$/,
    ]);
    await expect(
      page.getByRole('list', { name: 'Escala de severidad' }).locator('[aria-current="true"]'),
    ).toContainText('Crítica');

    // The buttons follow the text field.
    await expect(radio('Vector de ataque', 'Red (N)')).toBeChecked();
    await expect(radio('Alcance', 'Sin cambio (U)')).toBeChecked();
    await expect(radio('Disponibilidad', 'Alto (H)')).toBeChecked();
    await expect(radio('Versión de CVSS', 'CVSS 3.1')).toBeChecked();
    await expect(page).toHaveURL(`/cvss?vector=${CRITICAL}`);
    expect(dialogs).toEqual([]);
  });

  test('a 3.0 vector is scored with 3.0 and Enter calculates', async ({ page }) => {
    await page.goto('/cvss');
    const { input, result, figure, radio } = calculator(page);
    await input.fill(XSS_30);
    await input.press('Enter');

    await expect(figure('Puntaje base')).toHaveText('6.1');
    await expect(figure('Severidad')).toHaveText('Media');
    await expect(result).toContainText('CVSS v3.0');
    await expect(result).toContainText(XSS_30);
    await expect(radio('Versión de CVSS', 'CVSS 3.0')).toBeChecked();
    await expect(radio('Interacción del usuario', 'Requerida (R)')).toBeChecked();

    // The buttons keep the 3.0 prefix.
    await radio('Confidencialidad', 'Alto (H)').click();
    await expect(input).toHaveValue('CVSS:3.0/AV:N/AC:L/PR:N/UI:R/S:C/C:H/I:L/A:N');
    await expect(result).toContainText('CVSS v3.0');
  });

  test('an invalid vector shows "Error: …" on the page, not a dialog, and keeps the buttons', async ({
    page,
  }) => {
    const dialogs = forbidDialogs(page);
    await page.goto(`/cvss?vector=${CRITICAL}`);
    const { input, calculate, error, figure, radio } = calculator(page);
    await expect(figure('Puntaje base')).toHaveText('9.8');
    await expect(error).toHaveCount(0);

    await input.fill('AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H');
    await calculate.click();
    await expect(error).toHaveText(
      'Error: El vector debe comenzar con CVSS:3.0/, CVSS:3.1/ o CVSS:4.0/',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.fill('CVSS:3.1/AV:L/AC:L/PR:N/UI:N/S:U/C:H/I:H');
    await input.press('Enter');
    await expect(error).toHaveText('Error: Falta la métrica base A');

    await input.fill('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:Z');
    await calculate.click();
    await expect(error).toHaveText('Error: Valor inválido para A: Z');

    await input.fill('');
    await calculate.click();
    await expect(error).toHaveText('Error: El vector está vacío');

    // The buttons, the result and the URL still hold the last valid vector.
    await expect(radio('Vector de ataque', 'Red (N)')).toBeChecked();
    await expect(figure('Puntaje base')).toHaveText('9.8');
    await expect(page).toHaveURL(`/cvss?vector=${CRITICAL}`);

    // A valid vector clears the error.
    await input.fill(CRITICAL.replace('S:U', 'S:C'));
    await calculate.click();
    await expect(error).toHaveCount(0);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(figure('Puntaje base')).toHaveText('10.0');
    expect(dialogs).toEqual([]);
  });

  test('metric buttons write the vector and score it once the eight base metrics are set', async ({
    page,
  }) => {
    await page.goto('/cvss');
    const { input, result, figure, radio } = calculator(page);

    await radio('Vector de ataque', 'Red (N)').click();
    await expect(input).toHaveValue('CVSS:3.1/AV:N');
    await expect(result).toContainText('1 de 8 métricas base');
    await expect(page).toHaveURL('/cvss');

    const choices: [string, string][] = [
      ['Complejidad del ataque', 'Baja (L)'],
      ['Privilegios requeridos', 'Ninguno (N)'],
      ['Interacción del usuario', 'Ninguna (N)'],
      ['Alcance', 'Sin cambio (U)'],
      ['Confidencialidad', 'Alto (H)'],
      ['Integridad', 'Alto (H)'],
    ];
    for (const [group, option] of choices) await radio(group, option).click();
    await expect(result).toContainText('7 de 8 métricas base');
    await expect(figure('Puntaje base')).toHaveCount(0);

    await radio('Disponibilidad', 'Alto (H)').click();
    await expect(input).toHaveValue(CRITICAL);
    await expect(figure('Puntaje base')).toHaveText('9.8');
    await expect(figure('Severidad')).toHaveText('Crítica');
    await expect(page).toHaveURL(`/cvss?vector=${CRITICAL}`);

    // Every later change updates the field, the score and the URL at once.
    await radio('Vector de ataque', 'Red adyacente (A)').click();
    await expect(input).toHaveValue(CRITICAL.replace('AV:N', 'AV:A'));
    await expect(figure('Puntaje base')).toHaveText('8.8');
    await expect(figure('Severidad')).toHaveText('Alta');
    await expect(page).toHaveURL(`/cvss?vector=${CRITICAL.replace('AV:N', 'AV:A')}`);

    // The version switch changes the prefix.
    await radio('Versión de CVSS', 'CVSS 3.0').click();
    await expect(input).toHaveValue(CRITICAL.replace('AV:N', 'AV:A').replace('3.1', '3.0'));
    await expect(result).toContainText('CVSS v3.0');
  });

  test('metric buttons work with the keyboard (arrow keys inside a group)', async ({ page }) => {
    await page.goto('/cvss');
    const { input, radio } = calculator(page);
    await input.fill(CRITICAL);
    await input.press('Enter');
    await expect(radio('Vector de ataque', 'Red (N)')).toBeChecked();

    await radio('Vector de ataque', 'Red (N)').focus();
    await page.keyboard.press('ArrowRight');
    await expect(radio('Vector de ataque', 'Red adyacente (A)')).toBeChecked();
    await expect(radio('Vector de ataque', 'Red adyacente (A)')).toBeFocused();
    await expect(input).toHaveValue(CRITICAL.replace('AV:N', 'AV:A'));

    // Tab leaves the group for the next metric.
    await page.keyboard.press('Tab');
    await expect(radio('Complejidad del ataque', 'Baja (L)')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(input).toHaveValue(CRITICAL.replace('AV:N', 'AV:A').replace('AC:L', 'AC:H'));
  });

  test('a shared link restores the result, also after a reload', async ({ page }) => {
    const vector = 'CVSS:3.1/AV:N/AC:H/PR:L/UI:R/S:C/C:H/I:L/A:N/E:P/RL:O';
    await page.goto(`/cvss?vector=${vector}`);
    const { input, result, figure, radio } = calculator(page);
    await expect(input).toHaveValue(vector);
    await expect(figure('Puntaje base')).toHaveText('6.5');
    await expect(figure('Severidad')).toHaveText('Media');
    await expect(figure('Impacto')).toHaveText('4.7');
    await expect(figure('Explotabilidad')).toHaveText('1.3');
    await expect(figure('Puntaje temporal')).toHaveText(/^5\.9\s*Media$/);
    await expect(result).toContainText(vector);
    // Temporal metrics in the link open their section.
    await expect(
      radio('Madurez del código de explotación', 'Prueba de concepto (P)'),
    ).toBeVisible();
    await expect(
      radio('Madurez del código de explotación', 'Prueba de concepto (P)'),
    ).toBeChecked();
    await expect(radio('Nivel de remediación', 'Corrección oficial (O)')).toBeChecked();

    await page.reload();
    await expect(figure('Puntaje base')).toHaveText('6.5');
    await expect(input).toHaveValue(vector);
  });

  test('a percent-encoded shared link works too', async ({ page }) => {
    await page.goto(`/cvss?vector=${encodeURIComponent(XSS_30)}`);
    await expect(calculator(page).figure('Puntaje base')).toHaveText('6.1');
  });

  test('an invalid shared link shows its error in the field', async ({ page }) => {
    const dialogs = forbidDialogs(page);
    await page.goto('/cvss?vector=CVSS:2.0/AV:N');
    const { input, error, result } = calculator(page);
    await expect(input).toHaveValue('CVSS:2.0/AV:N');
    await expect(error).toHaveText(
      'Error: Versión de CVSS no soportada: 2.0 (se aceptan 3.0, 3.1 y 4.0)',
    );
    await expect(result).toContainText('0 de 8 métricas base');
    expect(dialogs).toEqual([]);
  });

  test('temporal and environmental metrics: collapsible, in the vector, scored', async ({
    page,
  }) => {
    await page.goto(`/cvss?vector=${CRITICAL}`);
    const { input, figure, radio } = calculator(page);
    const toggle = page.getByText('Métricas temporales y ambientales');
    await expect(figure('Puntaje base')).toHaveText('9.8');
    await expect(radio('Madurez del código de explotación', 'No definido (X)')).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('heading', { name: 'Métricas temporales' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Métricas ambientales' })).toBeVisible();
    await expect(radio('Madurez del código de explotación', 'No definido (X)')).toBeChecked();
    await expect(radio('Alcance modificado', 'No definido (X)')).toBeChecked();

    await radio('Madurez del código de explotación', 'No probado (U)').click();
    await radio('Nivel de remediación', 'Corrección oficial (O)').click();
    await expect(input).toHaveValue(`${CRITICAL}/E:U/RL:O`);
    await expect(figure('Puntaje base')).toHaveText('9.8');
    await expect(figure('Puntaje temporal')).toHaveText(/^8\.5\s*Alta$/);
    await expect(figure('Puntaje ambiental')).toHaveText(/^8\.5\s*Alta$/);

    await radio('Requisito de confidencialidad', 'Alto (H)').click();
    const scrolled = await scrollY(page);
    expect(scrolled).toBeGreaterThan(300);
    await radio('Vector de ataque modificado', 'Física (P)').click();
    const full = `${CRITICAL}/E:U/RL:O/CR:H/MAV:P`;
    await expect(input).toHaveValue(full);
    await expect(figure('Puntaje ambiental')).toHaveText(/^5\.9\s*Media$/);
    await expect(page).toHaveURL(`/cvss?vector=${full}`);
    // Writing the URL does not scroll the page.
    expect(await scrollY(page)).toBe(scrolled);

    // "Not defined" takes a metric back out of the vector.
    await radio('Vector de ataque modificado', 'No definido (X)').click();
    await expect(input).toHaveValue(`${CRITICAL}/E:U/RL:O/CR:H`);

    await toggle.click();
    await expect(radio('Madurez del código de explotación', 'No probado (U)')).toBeHidden();
  });

  test('Limpiar empties the field, the buttons and the URL', async ({ page }) => {
    await page.goto(`/cvss?vector=${CRITICAL}`);
    const { input, result, radio, figure } = calculator(page);
    await expect(figure('Puntaje base')).toHaveText('9.8');
    await page.getByRole('button', { name: 'Limpiar' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
    await expect(radio('Vector de ataque', 'Red (N)')).not.toBeChecked();
    await expect(result).toContainText('0 de 8 métricas base');
    await expect(page).toHaveURL('/cvss');
  });

  test('motion follows the reduced-motion preference', async ({ page }) => {
    const transitionOf = () =>
      calculator(page)
        .radio('Vector de ataque', 'Red (N)')
        .locator('xpath=..')
        .evaluate((label) => getComputedStyle(label).transitionProperty);
    await page.goto('/cvss');
    await expect(calculator(page).input).toBeEnabled();
    expect(await transitionOf()).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await transitionOf()).toBe('none');
  });

  test.describe('copy buttons', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('copy the share link and the vector, and say so', async ({ page }) => {
      await page.goto('/cvss');
      const { input, result, figure } = calculator(page);
      await input.fill(XSS_30);
      await input.press('Enter');
      await expect(figure('Puntaje base')).toHaveText('6.1');

      await result.getByRole('button', { name: 'Copiar enlace' }).click();
      await expect(result.getByRole('button', { name: 'Copiado' })).toBeVisible();
      await expect(result.getByRole('status').filter({ hasText: 'Enlace copiado' })).toHaveCount(1);
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(new URL(`/cvss?vector=${XSS_30}`, page.url()).href);

      await result.getByRole('button', { name: 'Copiar vector' }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(XSS_30);

      // The copied link opens the same result.
      await page.goto(link);
      await expect(figure('Puntaje base')).toHaveText('6.1');
      // The feedback goes back to the label after a moment.
      await result.getByRole('button', { name: 'Copiar vector' }).click();
      await expect(result.getByRole('button', { name: 'Copiado' })).toBeVisible();
      await expect(result.getByRole('button', { name: 'Copiar vector' })).toBeVisible({
        timeout: 5_000,
      });
    });
  });

  test.describe('accessibility (axe): no serious or critical violations', () => {
    test('with a result, the optional metrics open and an error shown', async ({ page }) => {
      test.slow(); // two scans of a long page
      await page.goto(`/cvss?vector=${CRITICAL}/E:P`);
      await expect(calculator(page).figure('Puntaje base')).toHaveText('9.8');
      expect(await seriousAxeViolations(page)).toEqual([]);

      const { input, calculate, error } = calculator(page);
      await input.fill('CVSS:3.1/AV:N');
      await calculate.click();
      await expect(error).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    for (const [vector, score, severity] of [
      ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:N/I:N/A:N', '0.0', 'Ninguna'],
      ['CVSS:3.1/AV:P/AC:H/PR:H/UI:R/S:U/C:L/I:N/A:N', '1.6', 'Baja'],
      ['CVSS:3.1/AV:N/AC:L/PR:N/UI:R/S:U/C:L/I:L/A:N', '5.4', 'Media'],
      ['CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N', '7.5', 'Alta'],
    ] as const) {
      test(`with a ${severity} result (${score}): the severity colours are readable`, async ({
        page,
      }) => {
        await page.goto(`/cvss?vector=${vector}`);
        const { figure } = calculator(page);
        await expect(figure('Puntaje base')).toHaveText(score);
        await expect(figure('Severidad')).toHaveText(severity);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
});
