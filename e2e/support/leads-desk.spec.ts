import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { leadCollections } from '../../lib/leads/client';
import { privacyCollections } from '../../lib/privacy/client';
import { startSession, testDb } from '../auth/accounts';
import { expect, seriousAxeViolations, skipDemoModal, test } from '../fixtures';
import { dialog, field, fillRequest, openPost, thankYou } from '../blog/demo-form';
import { freshAddress, leadFields, postLead } from '../leads/leads';
import { OdooStandIn } from '../odoo/odoo-stand-in';
import { inviteeDelivery, signedDelivery } from '../calendly/calendly-requests';
import { e2eStack } from '../stack';
import { origin } from './members-data';

/**
 * The leads desk and Odoo, as staff and a visitor see them: a lead from the blog's demo form
 * (with the visit's UTM values) becomes one crm.lead in a stand-in Odoo on the port the stack
 * sends to, and the desk links to it; with the key revoked leads wait as held, the desk and
 * /api/health say so, and with a new key 'Reintentar todos' sends each once; each lead's first
 * contact and the late ones. The exactly-once rules under lost answers and racing senders are in
 * integration/leads.test.ts, the first-contact poll's in integration/first-contact.test.ts.
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

/** Opens the desk as fresh staff (privacy staff when told): the account. */
async function openDesk(page: Page, { privacy = false } = {}) {
  const account = await startSession(page.request, { privacy });
  await page.goto('/soporte/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  return account;
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
  await openDesk(page, { privacy: true });
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
  // A POST: a GET (a link, a prefetch, a crawler) answers 405 and starts nothing.
  expect((await page.request.get('/api/leads/export?status=held')).status()).toBe(405);
  const csv = await page.request.post('/api/leads/export?status=held', { headers: origin });
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
  // A cursor that can be no lead's id: 400 in Spanish, never a 503 from the database.
  for (const cursor of ['a/b', '..', '__x__']) {
    const malformed = await request.get(`/api/leads?cursor=${encodeURIComponent(cursor)}`);
    expect(malformed.status(), cursor).toBe(400);
    expect(await malformed.json()).toEqual({
      detail: 'El cursor no es válido: usa el nextCursor de la página anterior.',
    });
  }
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

test('contact details reach privacy staff alone; the CSV is theirs, and each export is audited', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const email = `contacto.${tag}@empresa.cl`;
  const personal = {
    email,
    phone: '+56 9 8765 4321',
    jobTitle: `Jefa de Compras ${tag}`,
    city: `Temuco ${tag}`,
    demoDescription: `Necesitamos facturación electrónica ${tag}.`,
    utm: { source: `boletin-${tag}` },
  };
  const company = `Reservada ${tag} SpA`;
  const posted = await postLead(request, leadFields({ ...personal, company }), freshAddress());
  expect(posted.status()).toBe(201);
  // Odoo's error text quoting the lead's address and phone: masked for staff without the role.
  const leadRef = testDb
    .collection(leadCollections.leads)
    .doc(((await posted.json()) as { lead_id: string }).lead_id);
  await expect
    .poll(async () => (await leadRef.get()).get('destinations.odoo.status'), { timeout: 20_000 })
    .toBe('forwarded');
  const odooError = `Odoo rechazó el lead: "${email}" y ${personal.phone} no son válidos`;
  await leadRef.update({
    'destinations.odoo.status': 'failed',
    'destinations.odoo.lastError': odooError,
  });
  const blockedEmail = `bloqueo.${tag}@empresa.cl`;
  const blockedCompany = `Bloqueada ${tag} SpA`;
  expect(
    (
      await postLead(
        request,
        leadFields({ email: blockedEmail, company: blockedCompany }),
        freshAddress(),
      )
    ).status(),
  ).toBe(201);
  const secrets = [email, personal.jobTitle, personal.city, personal.demoDescription, 'boletin-'];
  /** Nothing personal of either lead; once it is blocked, not even the other one's company. */
  const notIn = (text: string, { blocked = true } = {}) => {
    for (const secret of [...secrets, blockedEmail, '8765 4321'])
      expect(text).not.toContain(secret);
    if (blocked) expect(text).not.toContain(blockedCompany);
  };

  // Staff without the privacy role: the row without contact details, neither in the page (nor
  // in what the server component hands the browser) nor in the JSON; no CSV.
  await openDesk(page);
  const row = page.getByRole('listitem').filter({ hasText: company });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Chile');
  await expect(row).toContainText(
    'Odoo rechazó el lead: "[email oculto]" y [teléfono oculto] no son válidos',
  );
  notIn(await page.content(), { blocked: false });
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toHaveCount(0);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  await startSession(request, { privacy: true });
  const blocked = await request.post('/api/personal-data/block', {
    headers: origin,
    data: { email: blockedEmail },
  });
  expect(await blocked.json()).toEqual({ blocked: 1 });
  await page.reload();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Bloqueado a pedido' }).first(),
  ).toBeVisible();
  notIn(await page.content());
  const listed = await page.request.get('/api/leads?limit=100');
  const listedText = await listed.text();
  notIn(listedText);
  expect(listedText).toContain(company);
  const { leads } = JSON.parse(listedText) as { leads: Record<string, unknown>[] };
  for (const lead of leads) {
    for (const field of ['email', 'phone', 'jobTitle', 'city', 'demoDescription', 'utm', 'consent'])
      expect(lead).not.toHaveProperty(field);
    if (lead.status === 'blocked') expect(Object.keys(lead).sort()).toEqual(['id', 'status']);
  }
  const refused = await page.request.post('/api/leads/export', { headers: origin });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    detail: 'Solo el personal de privacidad puede ver datos personales',
  });

  // Privacy staff: every detail, the blocked lead too, and the CSV, audited.
  const account = await openDesk(page, { privacy: true });
  const full = page.getByRole('listitem').filter({ hasText: company });
  for (const value of [email, personal.phone, personal.jobTitle, personal.city, 'boletin-'])
    await expect(full).toContainText(value);
  await expect(full).toContainText(odooError);
  await full.getByText('Descripción de la demo').click();
  await expect(full.getByText(personal.demoDescription)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: blockedEmail })).toBeVisible();
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.startsWith('\uFEFFfecha;nombre;email;')).toBe(true);
  expect(csv).toContain(email);
  expect(csv).toContain(blockedEmail);
  const audit = testDb.collection(privacyCollections.audit).where('by', '==', account.email);
  await expect
    .poll(async () => (await audit.get()).docs.map((entry) => entry.data()))
    .toEqual([
      expect.objectContaining({
        action: 'leads-export',
        filter: {},
        counts: { leads: expect.any(Number) },
        complete: true,
      }),
    ]);
  const [entry] = (await audit.get()).docs.map((document) => document.data());
  expect(entry?.counts.leads).toBe(csvRecords(csv) - 1);
});

test('the desk shows how long each lead waits for its first contact, and lists the late ones', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = Date.now().toString(36);
  const companies = { waiting: `Espera ${tag} SpA`, contacted: `Atendida ${tag} SpA` };
  const ids: Record<keyof typeof companies, string> = { waiting: '', contacted: '' };
  for (const key of ['waiting', 'contacted'] as const) {
    const email = `contacto.${key}.${tag}@empresa.cl`;
    const response = await postLead(
      request,
      leadFields({ email, company: companies[key] }),
      freshAddress(),
    );
    expect(response.status()).toBe(201);
    ids[key] = ((await response.json()) as { lead_id: string }).lead_id;
  }
  const leadDoc = (id: string) => testDb.collection(leadCollections.leads).doc(id);
  const odooId = async (id: string) =>
    Number((await leadDoc(id).get()).get('destinations.odoo.upstreamId') ?? 0);
  for (const id of Object.values(ids))
    await expect.poll(() => odooId(id), { timeout: 20_000 }).toBeGreaterThan(0);

  // A salesperson moves one lead in Odoo (five minutes after its creation by the stand-in's
  // clock: no one is quicker than the poll's first look): the minute's poll (the stack's own
  // tick, or ours) records its first contact.
  odoo.clock = () => Date.now() + 5 * 60_000;
  odoo.moveLead(await odooId(ids.contacted), { stage: 'Calificado' });
  odoo.clock = Date.now;
  const tick = { authorization: `Bearer ${e2eStack.scheduleTickToken}` };
  await expect
    .poll(
      async () => {
        await request.post('/api/schedule/tick', { headers: tick });
        return (await leadDoc(ids.contacted).get()).get('contact.contactedAt') ?? null;
      },
      { timeout: 100_000, intervals: [5_000] },
    )
    .not.toBeNull();
  // The other waits: as the poll left it once it was found late and announced, a week after
  // its creation in Odoo (so it is late whatever today's business hours).
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  await leadDoc(ids.waiting).update({
    contact: {
      odooCreatedAt: weekAgo,
      firstStageId: 1,
      contactedAt: null,
      businessMinutes: null,
      lateAt: new Date(),
      late: true,
      done: false,
    },
  });

  await openDesk(page);
  await expect(
    page.getByText(/^Mediana del primer contacto \(últimos 30 días\): \d+ min hábiles$/),
  ).toBeVisible();
  const row = (key: keyof typeof companies) =>
    page.getByRole('listitem').filter({ hasText: companies[key] });
  await expect(row('waiting')).toContainText(/Sin contacto · \d+ min hábiles · atrasado/);
  await expect(row('contacted')).toContainText(/Contactado en \d+ min hábiles/);
  await page.getByLabel('Primer contacto').selectOption('late');
  await expect(row('waiting')).toBeVisible();
  await expect(row('contacted')).toHaveCount(0);
  expect(await seriousAxeViolations(page, 'main')).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const late = await page.request.get('/api/leads?contact=late&limit=100');
  const listed = ((await late.json()) as { leads: { id: string; contact?: unknown }[] }).leads;
  expect(listed.find((lead) => lead.id === ids.waiting)?.contact).toMatchObject({
    contactedAt: null,
    late: true,
  });
  expect(listed.map((lead) => lead.id)).not.toContain(ids.contacted);
  const wrong = await page.request.get('/api/leads?contact=tarde');
  expect(wrong.status()).toBe(400);
  expect(await wrong.json()).toEqual({ detail: 'Filtro de contacto desconocido: usa late' });
});

/** The records of a CSV: line ends outside quotes (a demo text may hold line breaks). */
function csvRecords(csv: string): number {
  let quoted = false;
  let records = 0;
  for (let index = 0; index < csv.length; index++) {
    if (csv[index] === '"') quoted = !quoted;
    else if (!quoted && csv.startsWith('\r\n', index)) records += 1;
  }
  return records;
}

test("a meeting booked on Calendly shows on the desk as 'Reunión agendada', for all staff", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = freshEmail();
  const company = `Agenda ${Date.now().toString(36)}`;
  expect((await postLead(request, leadFields({ email, company }))).status()).toBe(201);
  await expect.poll(() => crmLeadsOf(email).length, { timeout: 20_000 }).toBe(1);
  const invitee = `E2E${Date.now().toString(36).toUpperCase()}`;
  // 13:30 UTC on Wednesday 2 December is 10:30 in Santiago.
  const delivery = inviteeDelivery('invitee.created', {
    email,
    invitee,
    start: '2026-12-02T13:30:00.000000Z',
  });
  const signed = signedDelivery(delivery, e2eStack.calendly.signingKey);
  expect((await request.post('/api/bookings/calendly', signed)).status()).toBe(200);
  // The Meeting activity reaches the lead's crm.lead in Odoo.
  const [crmLead] = crmLeadsOf(email);
  await expect
    .poll(() => odoo.records('mail.activity').filter((row) => row.res_id === crmLead?.id).length, {
      timeout: 20_000,
    })
    .toBe(1);

  for (const privacy of [false, true]) {
    await openDesk(page, { privacy });
    await page.getByLabel('Primer contacto').selectOption('booked');
    const row = page.getByRole('listitem').filter({ hasText: company });
    await expect(row).toContainText('Reunión agendada · mié 02-12 10:30');
    await expect(row).not.toContainText('Sin contacto');
  }
  // Unsigned: refused, nothing stored.
  const unsigned = await request.post('/api/bookings/calendly', {
    data: JSON.stringify(inviteeDelivery('invitee.created', { email, invitee: `${invitee}X` })),
    headers: { 'content-type': 'application/json' },
  });
  expect(unsigned.status()).toBe(401);
});
