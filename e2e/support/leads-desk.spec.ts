import type { Page } from '@playwright/test';
import { leadCollections } from '../../lib/leads/client';
import { startSession, testDb } from '../auth/accounts';
import { expect, seriousAxeViolations, skipDemoModal, test } from '../fixtures';
import { dialog, field, fillRequest, openPost, thankYou } from '../blog/demo-form';
import { freshAddress, leadFields, postLead } from '../leads/leads';
import { OdooStandIn } from '../odoo/odoo-stand-in';
import { e2eStack } from '../stack';
import { origin } from './members-data';

/**
 * The leads desk and Odoo, as staff and a visitor see them: a lead from the blog's demo form
 * (with the visit's UTM values) becomes one crm.lead in a stand-in Odoo on the port the stack
 * sends to, and the desk links to it; with the key revoked leads wait as held, the desk and
 * /api/health say so, and with a new key 'Reintentar todos' sends each once. The exactly-once
 * rules under lost answers and racing senders are in integration/leads.test.ts.
 */
test.describe.configure({ mode: 'serial' });

const odoo = new OdooStandIn({
  port: e2eStack.odooPort,
  apiKey: e2eStack.odoo.apiKey,
  database: e2eStack.odoo.database,
});

test.beforeAll(async () => {
  await odoo.start();
});

test.afterAll(async ({ request }) => {
  // Nothing stays held for the tests after these: a new key, and every held lead sent again.
  odoo.expiredKey = false;
  await startSession(request);
  await request.post('/api/leads/retry', { headers: origin });
  await expect
    .poll(async () => (await request.get('/api/health')).json(), { timeout: 30_000 })
    .toMatchObject({ leads: true });
  await odoo.stop();
});

const crmLeadsOf = (email: string) =>
  odoo.records('crm.lead').filter((record) => record.email_from === email);
const nameOf = (model: string, id: unknown) =>
  odoo.records(model).find((record) => record.id === id)?.name;

const freshEmail = () => `demo.${Date.now().toString(36)}@empresa.cl`;

async function openDesk(page: Page) {
  await startSession(page.request);
  await page.goto('/soporte/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
}

test('a lead from the blog form reaches Odoo with its UTM values, and the desk links to it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = freshEmail();
  await skipDemoModal(page);
  await page.goto('/?utm_source=linkedin&utm_medium=social&utm_campaign=erp-2027');
  // Kept for the visit once the page has hydrated (components/site/landing-attribution.tsx).
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('landingUtm')))
    .toContain('linkedin');
  await openPost(page);
  const path = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Conversemos' }).click();
  await expect(field(page, 'País')).toHaveValue('Chile');
  await fillRequest(page, { email, company: 'Distribuidora <Austral> & Cía' });
  await dialog(page).getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(thankYou(page)).toBeVisible();

  await expect.poll(() => crmLeadsOf(email).length, { timeout: 20_000 }).toBe(1);
  const [created] = crmLeadsOf(email);
  expect(created).toMatchObject({
    name: 'Solicitud de demo: Distribuidora <Austral> & Cía',
    contact_name: 'Camila Rojas',
    partner_name: 'Distribuidora <Austral> & Cía',
    function: 'Gerenta de Operaciones',
    phone: '+56 9 1234 5678',
    city: 'Santiago',
    type: 'lead',
  });
  expect(nameOf('res.country', created?.country_id)).toBe('Chile');
  expect(nameOf('utm.source', created?.source_id)).toBe('linkedin');
  expect(nameOf('utm.medium', created?.medium_id)).toBe('social');
  expect(nameOf('utm.campaign', created?.campaign_id)).toBe('erp-2027');
  const description = String(created?.description);
  expect(description).toContain(path);
  expect(description).toContain('Inventario y facturación.');
  expect(description).not.toContain('<Austral>');

  await openDesk(page);
  const link = page.getByRole('link', {
    name: `Abrir en Odoo #${created?.id}`,
    exact: true,
  });
  await expect(link).toHaveAttribute('href', `${e2eStack.env.ODOO_URL}/odoo/crm/${created?.id}`);
});

test('with the key revoked leads wait as held, said everywhere; a new key sends each once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  odoo.expiredKey = true;
  const emails = [freshEmail(), `otra.${freshEmail()}`];
  const ids: string[] = [];
  for (const email of emails) {
    const response = await postLead(
      request,
      leadFields({ email, company: 'Retenida SpA' }),
      freshAddress(),
    );
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { lead_id: string }).lead_id);
  }
  const odooStatus = async (id: string) =>
    (await testDb.collection(leadCollections.leads).doc(id).get()).get('destinations.odoo.status');
  for (const id of ids) await expect.poll(() => odooStatus(id), { timeout: 20_000 }).toBe('held');
  await expect
    .poll(async () => (await request.get('/api/health')).json())
    .toMatchObject({
      ok: true,
      leads: false,
    });

  // The support screen's header counts them; the desk says why, and lists them as held.
  await openDesk(page);
  await page.goto('/soporte');
  await expect(page.getByRole('link', { name: /Leads \d+ por revisar/ })).toBeVisible();
  await page.getByRole('link', { name: /Leads/ }).click();
  await expect(page).toHaveURL('/soporte/leads');
  const banner = page.getByRole('region', { name: 'Odoo está rechazando los leads' });
  await expect(banner).toContainText('401');
  await page.getByLabel('Estado').selectOption('held');
  const rows = page.getByRole('listitem').filter({ hasText: 'Retenida SpA' });
  await expect(rows).toHaveCount(2);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);

  // The CSV of the filtered list: spreadsheet-safe, one row per lead.
  const csv = await page.request.get('/api/leads/export?status=held');
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const text = await csv.text();
  expect(text.startsWith('\uFEFFfecha;nombre;email;')).toBe(true);
  for (const email of emails) expect(text).toContain(email);

  // A new key: 'Reintentar todos' sends each exactly once.
  odoo.expiredKey = false;
  await page.getByRole('button', { name: 'Reintentar todos' }).click();
  await expect(page.getByText(/leads? se envían? de nuevo/).first()).toBeVisible();
  for (const id of ids)
    await expect.poll(() => odooStatus(id), { timeout: 20_000 }).toBe('forwarded');
  for (const email of emails) expect(crmLeadsOf(email)).toHaveLength(1);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Odoo está rechazando los leads' })).toHaveCount(0);
});

test('the desk fits a 360 px phone and its routes answer as the contract says', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'es-CL',
  });
  const page = await context.newPage();
  await openDesk(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();

  expect((await request.get('/api/leads')).status()).toBe(401);
  await startSession(request);
  expect((await request.get('/api/leads?status=perdido')).status()).toBe(400);
  const page1 = (await (await request.get('/api/leads?limit=1')).json()) as {
    leads: { id: string }[];
    nextCursor: string | null;
  };
  expect(page1.leads).toHaveLength(1);
  expect(page1.nextCursor).toBe(page1.leads[0]?.id);
  const page2 = (await (
    await request.get(`/api/leads?limit=1&cursor=${page1.nextCursor}`)
  ).json()) as {
    leads: { id: string }[];
  };
  expect(page2.leads[0]?.id).not.toBe(page1.leads[0]?.id);
  const unknown = await request.post('/api/leads/abcdefghijklmnopqrst/retry', { headers: origin });
  expect(unknown.status()).toBe(404);
  expect(
    (
      await request.post('/api/leads/retry', { headers: { origin: 'https://evil.example' } })
    ).status(),
  ).toBe(403);
});
