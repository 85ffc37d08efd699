import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { leadCollections } from '../../lib/leads/client';
import { privacyCollections } from '../../lib/privacy/client';
import { testDb } from '../auth/accounts';
import { expect, seriousAxeViolations, test } from '../fixtures';
import { freshAddress, leadFields, postLead } from '../leads/leads';
import { e2eStack } from '../stack';

const consentMessage = 'Debes aceptar la política de privacidad para enviar la solicitud';
const freshEmail = () => `persona.${randomBytes(4).toString('hex')}@empresa.cl`;

const leadsOf = async (email: string) =>
  (await testDb.collection(leadCollections.leads).where('email', '==', email).get()).docs;
const requestsOf = async (email: string) =>
  (await testDb.collection(privacyCollections.requests).where('email', '==', email).get()).docs;

const postRequest = (request: APIRequestContext, data: unknown, address = freshAddress()) =>
  request.post('/api/privacy-requests', { headers: { 'x-forwarded-for': address }, data });

test.describe('the privacy notice', () => {
  test('says who, what, why, to whom, how long, each right, the deadline and the Agency', async ({
    page,
  }) => {
    await page.goto('/privacidad');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeVisible();
    await expect(page.getByTestId('notice-version')).toHaveText(
      'Versión 1.0, vigente desde el 25 de noviembre de 2026.',
    );
    for (const heading of [
      'Quién es responsable de tus datos',
      'Qué datos tratamos y de dónde los obtenemos',
      'Para qué usamos tus datos',
      'Con qué base legal',
      'Quién recibe tus datos',
      'Cuánto tiempo los guardamos',
      'Tus derechos',
      'En qué plazo respondemos',
      'Dónde reclamar',
    ]) {
      await expect(
        page.getByRole('heading', { level: 2, name: heading, exact: true }),
      ).toBeVisible();
    }
    const main = page.locator('main');
    for (const text of [
      'Andina Digital SpA',
      'contacto@andinadigital.cl',
      'te pregunta antes si quieres compartirla',
      'las coordenadas no se guardan',
      'transferencia internacional',
      'servicio de leads',
      '730 días después de recibida',
      '15 días hábiles',
      'Agencia de Protección de Datos Personales',
    ]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    }
    for (const right of [
      'Acceso',
      'Rectificación',
      'Supresión',
      'Oposición',
      'Portabilidad',
      'Bloqueo',
    ]) {
      await expect(
        main.getByRole('listitem').filter({ hasText: new RegExp(`^${right}:`) }),
      ).toBeVisible();
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('is linked from the footer of every page and listed in the sitemap', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/cvss', '/blogs']) {
      await page.goto(path);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Política de privacidad' })
        .click();
      await expect(page).toHaveURL(/\/privacidad$/);
    }
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`${e2eStack.baseURL}/privacidad`);
  });
});

test.describe('POST /api/odoo and consent', () => {
  test('without consent: 400 with the contract message, nothing stored', async ({ request }) => {
    for (const consent of [undefined, false, 'true']) {
      const email = freshEmail();
      const response = await postLead(request, { ...leadFields({ email }), consent });
      expect(response.status(), String(consent)).toBe(400);
      expect((await response.json()).detail).toBe(consentMessage);
      expect(await leadsOf(email)).toHaveLength(0);
    }
  });

  test('with consent: the lead keeps the notice version, when, and when it expires', async ({
    request,
  }) => {
    const email = freshEmail();
    const before = Date.now();
    const response = await postLead(request, { ...leadFields({ email }), consent: true });
    expect(response.status()).toBe(201);
    const [lead] = await leadsOf(email);
    const data = lead!.data();
    expect(data.consent.version).toBe('1.0');
    const at = data.consent.at.toMillis() as number;
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(data.expiresAt.toMillis() - at).toBe(730 * 24 * 60 * 60 * 1000);
    expect(data).not.toHaveProperty('latitude');
  });
});

test.describe('the rights form', () => {
  test('stores the request and confirms it with its number and deadline', async ({ page }) => {
    const email = freshEmail();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
    await page.goto('/privacidad');
    const form = page.locator('#ejercer-derechos');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(form.getByText('El email es requerido')).toBeVisible();
    await expect(form.getByText('Elige el derecho que quieres ejercer')).toBeVisible();

    await form.getByLabel('Email').fill(email.toUpperCase());
    await form.getByLabel('Derecho').selectOption({ label: 'Supresión' });
    await form.getByLabel('Mensaje').fill('Quiero que borren mis datos.');
    const sent = page.waitForResponse('**/api/privacy-requests');
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const { id, dueOn } = (await response.json()) as { id: string; dueOn: string };
    expect(dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await expect(form.getByRole('status')).toContainText('Recibimos tu solicitud');
    await expect(form.getByTestId('privacy-request-id')).toHaveText(id);
    const [stored] = await requestsOf(email);
    expect(stored?.id).toBe(id);
    expect(stored?.data()).toMatchObject({ right: 'supresion', status: 'abierta', dueOn });
    expect(await seriousAxeViolations(page, '#ejercer-derechos')).toEqual([]);
  });

  test('refuses an unknown right, a malformed email and an oversized message: 400, nothing stored', async ({
    request,
  }) => {
    const email = freshEmail();
    const cases: [unknown, string, string][] = [
      [{ email, right: 'olvido' }, 'right', 'Derecho: Elige el derecho que quieres ejercer'],
      [{ email: 'nadie@', right: 'acceso' }, 'email', 'Email: Ingresa un email válido'],
      [
        { email, right: 'acceso', message: 'a'.repeat(2001) },
        'message',
        'Mensaje: El mensaje no puede superar los 2000 caracteres',
      ],
    ];
    for (const [data, field, detail] of cases) {
      const response = await postRequest(request, data);
      expect(response.status(), field).toBe(400);
      const body = (await response.json()) as { detail: string; fields: Record<string, string> };
      expect(body.detail).toBe(detail);
      expect(body.fields[field]).toBeDefined();
    }
    expect(await requestsOf(email)).toHaveLength(0);
  });

  test('is rate limited like leads, and a bot filling the honeypot stores nothing', async ({
    request,
  }) => {
    const address = freshAddress();
    const limit = Number(e2eStack.env.LEADS_RATE_LIMIT_PER_MINUTE);
    const email = freshEmail();
    const bot = await postRequest(request, { email, right: 'acceso', website: 'x' }, address);
    expect(bot.status()).toBe(201);
    expect(await requestsOf(email)).toHaveLength(0);
    // The quota counts per clock minute: start early enough in one to stay within it.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
    for (let sent = 0; sent < limit; sent++) {
      expect((await postRequest(request, { email, right: 'acceso' }, address)).status()).toBe(201);
    }
    const refused = await postRequest(request, { email, right: 'acceso' }, address);
    expect(refused.status()).toBe(429);
    expect(refused.headers()['retry-after']).toBeDefined();
    expect((await refused.json()).detail).toBe(
      'Recibimos demasiadas solicitudes desde tu conexión. Intenta nuevamente en un minuto.',
    );
  });
});
