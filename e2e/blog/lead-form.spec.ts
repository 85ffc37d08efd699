import type { BrowserContext, Page } from '@playwright/test';
import { expect, seriousAxeViolations, skipDemoModal, test } from '../fixtures';
import { leadFields, freshAddress, leadRecord, postLead } from '../leads/leads';
import { e2eStack } from '../stack';
import { firstContactPhrase, parseSalesHours } from '../../lib/sales-hours/client';
// The clock's own entry: the index is marked server-only, which throws outside React's server.
import { salesCalendar } from '../../lib/sales-hours/clock';
import { dialog, field, fillRequest, openPost, thankYou } from './demo-form';

/**
 * Waits until React has hydrated the post's button, then a moment for its effects (the
 * auto-open timer) to run: the page's clock only counts once that timer exists.
 */
async function waitForHydration(page: Page) {
  const button = page.getByRole('button', { name: 'Conversemos' });
  await expect
    .poll(() =>
      button.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))),
    )
    .toBe(true);
  await page.waitForTimeout(300);
}

test.describe('lead modal', () => {
  test('opens by itself 10 s after load and remembers it was closed', async ({ page }) => {
    await page.clock.install();
    await openPost(page);
    await waitForHydration(page);
    // The page clock also runs in real time meanwhile, so a busy machine adds a few seconds:
    // half-way it must still be closed, and it must be open once 10 s have surely passed.
    await page.clock.fastForward(5_000);
    await expect(dialog(page)).toBeHidden();
    await page.clock.fastForward(6_000);
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('modalShown'))).toBe('true');

    await page.reload();
    await waitForHydration(page);
    await page.clock.fastForward(15_000);
    await expect(dialog(page)).toBeHidden();
  });

  test('stays closed when modalShown is set, and the button opens it', async ({ page }) => {
    await skipDemoModal(page);
    await page.clock.install();
    await openPost(page);
    await waitForHydration(page);
    await page.clock.fastForward(15_000);
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'Teléfono')).toHaveAttribute('type', 'tel');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
  });

  test('pre-fills country and city from the granted position', async ({ page, context }) => {
    await context.grantPermissions(['geolocation'], { origin: e2eStack.baseURL });
    await context.setGeolocation({ latitude: 6.2442, longitude: -75.5812 });
    const asked: URL[] = [];
    await page.route(`${e2eStack.geocoderUrl}**`, (route) => {
      asked.push(new URL(route.request().url()));
      return route.fulfill({
        json: { address: { country: 'Colombia', state: 'Antioquia', city: 'Medellín' } },
        headers: { 'access-control-allow-origin': '*' },
      });
    });
    await skipDemoModal(page);
    await openPost(page);
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(field(page, 'País')).toHaveValue('Colombia');
    await expect(field(page, 'Ciudad')).toHaveValue('Medellín');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.searchParams.get('lat')).toBe('6.2442');
    expect(asked[0]?.searchParams.get('lon')).toBe('-75.5812');
    expect(asked[0]?.searchParams.get('format')).toBe('json');
  });

  test('falls back to Chile and Santiago when geolocation is refused', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await skipDemoModal(page);
    await openPost(page);
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(field(page, 'País')).toHaveValue('Chile');
    await expect(field(page, 'Ciudad')).toHaveValue('Santiago');
  });

  /**
   * The browser's location prompt, left unanswered: the page's request waits (as it does while
   * a visitor ignores the prompt) until the test answers it, which lets the real request run.
   */
  async function leavePromptUnanswered(page: Page) {
    await page.addInitScript(() => {
      const geolocation = navigator.geolocation;
      const ask = geolocation.getCurrentPosition.bind(geolocation);
      const waiting: (() => void)[] = [];
      geolocation.getCurrentPosition = (success, error, options) => {
        waiting.push(() => ask(success, error, options));
      };
      Object.assign(window, { answerPrompt: () => waiting.splice(0).forEach((run) => run()) });
    });
  }

  async function locatedInMedellin(page: Page, context: BrowserContext) {
    await context.grantPermissions(['geolocation'], { origin: e2eStack.baseURL });
    await context.setGeolocation({ latitude: 6.2442, longitude: -75.5812 });
    await page.route(`${e2eStack.geocoderUrl}**`, (route) =>
      route.fulfill({
        json: { address: { country: 'Colombia', city: 'Medellín' } },
        headers: { 'access-control-allow-origin': '*' },
      }),
    );
  }

  const answerPrompt = (page: Page) =>
    page.evaluate(() => (window as unknown as { answerPrompt: () => void }).answerPrompt());

  test('shows Chile and Santiago within 3 s of an unanswered prompt, then the located place', async ({
    page,
    context,
  }) => {
    await locatedInMedellin(page, context);
    await leavePromptUnanswered(page);
    await skipDemoModal(page);
    await openPost(page);
    await page.getByRole('button', { name: 'Conversemos' }).click();
    const opened = Date.now();
    await expect(field(page, 'País')).toHaveValue('Chile', { timeout: 5_000 });
    await expect(field(page, 'Ciudad')).toHaveValue('Santiago');
    test.info().annotations.push({
      type: 'fallback shown after',
      description: `${((Date.now() - opened) / 1000).toFixed(1)} s`,
    });

    await answerPrompt(page);
    await expect(field(page, 'País')).toHaveValue('Colombia');
    await expect(field(page, 'Ciudad')).toHaveValue('Medellín');
  });

  test('keeps what the visitor typed when the location arrives late', async ({ page, context }) => {
    await locatedInMedellin(page, context);
    await leavePromptUnanswered(page);
    await skipDemoModal(page);
    await openPost(page);
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(field(page, 'Ciudad')).toHaveValue('Santiago', { timeout: 5_000 });
    await field(page, 'Ciudad').fill('Valparaíso');

    const geocoded = page.waitForRequest(`${e2eStack.geocoderUrl}**`);
    await answerPrompt(page);
    await geocoded;
    // Give the answer time to arrive; nothing may change.
    await page.waitForTimeout(500);
    await expect(field(page, 'País')).toHaveValue('Chile');
    await expect(field(page, 'Ciudad')).toHaveValue('Valparaíso');
  });

  test('checks the fields with Spanish messages before sending', async ({ page }) => {
    await skipDemoModal(page);
    await openPost(page);
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(field(page, 'País')).toHaveValue('Chile');
    await dialog(page).getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(dialog(page).getByText('El nombre es requerido')).toBeVisible();
    await expect(dialog(page).getByText('El email es requerido')).toBeVisible();
    await expect(dialog(page).getByText('La empresa es requerida')).toBeVisible();
    await field(page, 'Email').fill('camila@');
    await expect(dialog(page).getByText('Ingresa un email válido')).toBeVisible();
    await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog(page)).toBeVisible();
  });

  test('cannot be sent without consent; the box links to the privacy notice', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
    await skipDemoModal(page);
    await openPost(page);
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(field(page, 'País')).toHaveValue('Chile');
    await fillRequest(page);
    const consent = dialog(page).getByRole('checkbox', {
      name: /acepto la política de privacidad/,
    });
    await consent.uncheck();
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/odoo')) posted.push(request.method());
    });
    await dialog(page).getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      dialog(page).getByText('Debes aceptar la política de privacidad para enviar la solicitud'),
    ).toBeVisible();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
    await expect(
      dialog(page).getByRole('link', { name: 'política de privacidad' }),
    ).toHaveAttribute('href', '/privacidad');
    expect(await seriousAxeViolations(page, 'dialog')).toEqual([]);

    await consent.check();
    const sent = page.waitForResponse('**/api/odoo');
    await dialog(page).getByRole('button', { name: 'Enviar solicitud' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    const record = await leadRecord(lead_id);
    expect(record?.consent).toMatchObject({ version: '1.0' });
  });

  test('sends the request, then offers booking at once and says when sales answer', async ({
    page,
  }) => {
    // A client address of its own, so no other test shares its lead quota.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
    await skipDemoModal(page);
    // The browser's clock three days on (the calendar rendered with the page covers four
    // weeks), so the promised time is the one the stack's SALES_HOURS gives for that instant.
    const sentAt = Date.now() + 3 * 86_400_000;
    await page.clock.setFixedTime(sentAt);
    await openPost(page);
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(field(page, 'País')).toHaveValue('Chile');
    await fillRequest(page);
    const sent = page.waitForResponse('**/api/odoo');
    await dialog(page).getByRole('button', { name: 'Enviar solicitud' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { lead_id } = (await response.json()) as { lead_id: string };
    expect(await leadRecord(lead_id)).toMatchObject({
      name: 'Camila Rojas',
      company: 'Distribuidora Austral',
      country: 'Chile',
      city: 'Santiago',
    });

    // The thank-you view takes the form's place, and focus.
    await expect(thankYou(page)).toBeFocused();
    await expect(field(page, 'Nombre')).toBeHidden();
    const booking = dialog(page).getByRole('link', { name: 'Agenda una reunión ahora' });
    const href = new URL((await booking.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(e2eStack.bookingUrl);
    expect(Object.fromEntries(href.searchParams)).toEqual({
      name: 'Camila Rojas',
      email: 'camila.rojas@empresa.cl',
    });
    await expect(booking).toHaveAttribute('target', '_blank');
    const hours = parseSalesHours(e2eStack.env.SALES_HOURS);
    const when = firstContactPhrase(salesCalendar(sentAt, hours, 60), sentAt);
    expect(when).toMatch(/^(hoy|mañana|el \S+) antes de las? \d\d:\d\d$/);
    await expect(dialog(page)).toContainText(
      `Un ejecutivo de ventas te contactará ${when}. Atendemos lunes a viernes de 09:00 a 13:00 ` +
        'y de 14:00 a 18:00, salvo feriados.',
    );
    expect(await seriousAxeViolations(page, 'dialog')).toEqual([]);

    // On a 360 px phone nothing runs off the side.
    await page.setViewportSize({ width: 360, height: 740 });
    const sideways = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(await sideways('html')).toBe(0);
    expect(await sideways('dialog[open] > div:last-child')).toBe(0);
    const box = await booking.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);

    // Closed, the page keeps the thanks; opened again, the form is back for another request.
    await dialog(page).getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: '¡Gracias!' })).toBeVisible();
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(field(page, 'Nombre')).toHaveValue('');
    await expect(thankYou(page)).toBeHidden();
  });

  test('keeps the modal open and explains a refused request', async ({ page, request }) => {
    // The lead quota counts per clock minute: use up this address's in the same minute as the form.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await page.waitForTimeout(left + 100);
    const address = freshAddress();
    const limit = Number(e2eStack.env.LEADS_RATE_LIMIT_PER_MINUTE);
    for (let lead = 0; lead < limit; lead++) {
      expect((await postLead(request, leadFields(), address)).status()).toBe(201);
    }
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await skipDemoModal(page);
    await openPost(page);
    await page.getByRole('button', { name: 'Conversemos' }).click();
    await expect(field(page, 'País')).toHaveValue('Chile');
    await fillRequest(page);
    await dialog(page).getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(
      dialog(page).getByText('Recibimos demasiadas solicitudes desde tu conexión.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    expect(logged.some((line) => line.startsWith('Demo request refused: 429'))).toBe(true);
  });
});
