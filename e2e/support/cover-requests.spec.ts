import type { APIResponse, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { Temporal } from 'temporal-polyfill';
import { expect, seriousAxeViolations, test } from '../fixtures';
import { startSession, testDb, type TestAccount } from '../auth/accounts';
import { UpstreamStandIn } from '../leads/upstream-stand-in';
import { e2eStack } from '../stack';
import { scheduleCollections } from '../../lib/schedule/client';
import { clearAgency, createMember, origin, uniqueName } from './members-data';

// The two chat hooks of the e2e stack, on their fixed ports (as notifications.spec.ts).
test.describe.configure({ mode: 'serial' });

const hooks = [new UpstreamStandIn(e2eStack.hookPort), new UpstreamStandIn(e2eStack.hookPort + 1)];
/** A change made in one board shows in the other within 3 s (live-board.spec.ts). */
const LIVE = { timeout: 3_000 };
const phone: BrowserContextOptions = {
  viewport: { width: 360, height: 780 },
  isMobile: true,
  hasTouch: true,
};

const column = (page: Page) => page.getByRole('region', { name: 'Agencia', exact: true });

async function clearCoverRequests() {
  const open = await testDb
    .collection(scheduleCollections.coverRequests)
    .where('group', '==', 'agencia')
    .get();
  await Promise.all(open.docs.map((doc) => doc.ref.delete()));
}

/** A browser of its own, signed in as a fresh staff user with a member in the agency. */
async function memberBoard(browser: Browser, nombre: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const account: TestAccount = await startSession(page.request, { nombre });
  const member = await createMember(page.request, 'agencia', {
    nombre,
    // Stored in lower case; the board finds it whatever the case of the sign-in address.
    email: account.email.toUpperCase(),
  });
  return { context, page, account, member };
}

async function openBoard(page: Page, nombre: string) {
  const live = page.waitForResponse((response) => response.url().endsWith('/api/live/token'));
  await page.goto('/soporte');
  await expect(page.getByTestId('session-user')).toHaveText(nombre);
  expect((await live).status()).toBe(200);
}

/** What the hooks received of one event. */
const eventsOf = (event: string) =>
  hooks.map(
    (hook) =>
      hook.received.filter((message) => (message.body as { event?: string }).event === event)
        .length,
  );

test.beforeEach(async () => {
  await clearAgency();
  await clearCoverRequests();
});

test.afterEach(async () => {
  for (const hook of hooks) await hook.stop();
});

test('a member asks for cover from a phone; another covers from theirs, live on both boards', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const hook of hooks) await hook.start();
  const ana = await memberBoard(browser, uniqueName('Ana Pérez'), phone);
  const beto = await memberBoard(browser, uniqueName('Beto Ruiz'));
  // A daily rotation from today: Beto's shift first, then Ana's, both ahead or running.
  const today = Temporal.Now.plainDateISO('America/Santiago').toString();
  const saved = await ana.page.request.put('/api/schedule/agencia/rotation', {
    headers: origin,
    data: {
      memberIds: [beto.member.id, ana.member.id],
      length: { unit: 'days', count: 1 },
      handoffTime: '00:00',
      startsOn: today,
    },
  });
  expect(saved.status()).toBe(200);

  await openBoard(ana.page, ana.member.nombre);
  await openBoard(beto.page, beto.member.nombre);
  const mine = column(ana.page);
  const theirs = column(beto.page);

  // Ana asks on her next shift (the first of hers in the list).
  const own = mine.getByRole('list', { name: 'Tus próximos turnos' });
  await own
    .getByRole('button', { name: /^Pedir cobertura/ })
    .first()
    .click();
  const dialog = ana.page.getByRole('dialog', { name: 'Pedir cobertura' });
  // The range comes filled in with her shift; the dialog has the focus.
  await expect(dialog.getByLabel('Desde')).toBeFocused();
  await expect(dialog.getByLabel('Hasta')).not.toHaveValue('');
  await dialog.getByLabel('Motivo (opcional)').fill('Control médico');
  expect(await seriousAxeViolations(ana.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Pedir cobertura' }).click();
  await expect(dialog).toBeHidden();

  // Beto sees it at once, and covers it.
  const open = theirs.getByRole('list', { name: 'Solicitudes de cobertura' });
  const request = open.getByRole('listitem').filter({ hasText: ana.member.nombre });
  await expect(request).toContainText('Control médico', LIVE);
  // Ana's own request offers her no 'Cubrir'.
  await expect(mine.getByRole('button', { name: /^Cubrir/ })).toHaveCount(0);
  await expect(mine.getByRole('button', { name: /^Cancelar la solicitud/ })).toBeVisible();
  await expect(theirs.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);
  expect(await seriousAxeViolations(beto.page)).toEqual([]);
  await request
    .getByRole('button', { name: `Cubrir a ${ana.member.nombre}`, exact: false })
    .click();

  // Both boards: no open request left, and Beto's coverage in the next 14 days.
  for (const board of [mine, theirs]) {
    await expect(board.getByText('No hay solicitudes de cobertura abiertas.')).toBeVisible(LIVE);
    const upcoming = board.getByRole('list', { name: 'Próximos 14 días' });
    await expect(
      upcoming.getByRole('listitem').filter({ hasText: beto.member.nombre }).filter({
        hasText: 'Cobertura',
      }),
    ).not.toHaveCount(0, LIVE);
  }
  const stored = await testDb
    .collection(scheduleCollections.coverages)
    .where('group', '==', 'agencia')
    .get();
  expect(stored.docs.map((doc) => doc.data())).toEqual([
    expect.objectContaining({
      memberId: beto.member.id,
      reason: `Cobertura de ${ana.member.nombre}`,
      createdBy: beto.account.email,
    }),
  ]);

  // The chat heard both, once on each hook.
  await expect.poll(() => eventsOf('cover.requested')).toEqual([1, 1]);
  await expect.poll(() => eventsOf('cover.accepted')).toEqual([1, 1]);
  const accepted = hooks[0]!.received.find(
    (message) => (message.body as { event?: string }).event === 'cover.accepted',
  );
  expect((accepted?.body as { text: string }).text).toContain(
    `${beto.member.nombre} (+56 9 1234 5678) cubre a ${ana.member.nombre}`,
  );
  expect(await seriousAxeViolations(ana.page)).toEqual([]);
  // Nothing wider than the phone.
  expect(await ana.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await ana.context.close();
  await beto.context.close();
});

test('the requester cancels from the board; another member sees no Cancelar and is refused', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const hook of hooks) await hook.start();
  const ana = await memberBoard(browser, uniqueName('Ana Pérez'), phone);
  const beto = await memberBoard(browser, uniqueName('Beto Ruiz'));
  // A rotation of Ana alone: every shift is hers. She asks over the API (the dialog is above).
  const today = Temporal.Now.plainDateISO('America/Santiago').toString();
  const saved = await ana.page.request.put('/api/schedule/agencia/rotation', {
    headers: origin,
    data: {
      memberIds: [ana.member.id],
      length: { unit: 'days', count: 1 },
      handoffTime: '00:00',
      startsOn: today,
    },
  });
  expect(saved.status()).toBe(200);
  const hour = 3_600_000;
  const asked = await ana.page.request.post('/api/schedule/agencia/cover-requests', {
    headers: origin,
    data: {
      from: new Date(Date.now() + 2 * hour).toISOString(),
      to: new Date(Date.now() + 4 * hour).toISOString(),
    },
  });
  expect(asked.status()).toBe(201);
  const { request: created } = (await asked.json()) as { request: { id: string } };

  await openBoard(ana.page, ana.member.nombre);
  await openBoard(beto.page, beto.member.nombre);
  const mine = column(ana.page);
  const theirs = column(beto.page);
  const listed = (board: typeof mine) =>
    board
      .getByRole('list', { name: 'Solicitudes de cobertura' })
      .getByRole('listitem')
      .filter({ hasText: ana.member.nombre });

  // Beto may cover it, not cancel it: no button, and the API refuses him in Spanish.
  await expect(listed(theirs).getByRole('button', { name: /^Cubrir/ })).toBeVisible();
  await expect(theirs.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);
  const refused = await beto.page.request.delete(
    `/api/schedule/agencia/cover-requests/${created.id}`,
    { headers: origin },
  );
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(
    'Solo quien pidió la cobertura o quien la creó puede cancelarla',
  );

  // Ana cancels it: it leaves both boards, live.
  const cancel = listed(mine).getByRole('button', {
    name: `Cancelar la solicitud de ${ana.member.nombre}`,
    exact: false,
  });
  await expect(cancel).toHaveText('Cancelar');
  expect(await seriousAxeViolations(ana.page)).toEqual([]);
  await cancel.click();
  await expect(ana.page.getByText('Solicitud cancelada')).toBeVisible();
  for (const board of [mine, theirs]) {
    await expect(board.getByText('No hay solicitudes de cobertura abiertas.')).toBeVisible(LIVE);
  }
  const stored = await testDb.collection(scheduleCollections.coverRequests).doc(created.id).get();
  expect(stored.data()).toMatchObject({ status: 'cancelada', cancelledBy: ana.account.email });

  // The chat heard it once on each hook, naming who cancelled it.
  await expect.poll(() => eventsOf('cover.cancelled')).toEqual([1, 1]);
  const told = hooks[0]!.received.find(
    (message) => (message.body as { event?: string }).event === 'cover.cancelled',
  );
  expect((told?.body as { text: string }).text).toContain(`Lo canceló ${ana.account.email}.`);
  expect(await seriousAxeViolations(ana.page)).toEqual([]);
  expect(await ana.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    360,
  );
  await ana.context.close();
  await beto.context.close();
});

test('the cover requests API answers bad input with 4xx and Spanish, never 5xx', async ({
  request,
}) => {
  await startSession(request);
  const base = '/api/schedule/agencia/cover-requests';
  // Raw bytes: Playwright would encode a string as JSON.
  const post = (path: string, data?: unknown) => () =>
    request.post(path, {
      headers: { ...origin, 'content-type': 'application/json' },
      ...(data !== undefined && {
        data: Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)),
      }),
    });
  const hour = 3_600_000;
  const range = {
    from: new Date(Date.now() + hour).toISOString(),
    to: new Date(Date.now() + 2 * hour).toISOString(),
  };
  const cases: [() => Promise<APIResponse>, number, string][] = [
    [post(base, '{no es json'), 400, 'El cuerpo de la solicitud no es JSON válido'],
    [
      post(base, { ...range, to: range.from }),
      400,
      'La cobertura debe terminar después de comenzar',
    ],
    [
      post(base, { ...range, from: 'mañana' }),
      400,
      'Indica fecha y hora con zona horaria (ISO 8601)',
    ],
    // The e2e staff account has a member in Equipo only.
    [post(base, range), 400, 'No tienes un miembro en este grupo: indica quién (memberId)'],
    [post('/api/schedule/otro/cover-requests', range), 404, 'Grupo no encontrado'],
    [
      () => request.get(`${base}?status=todas`),
      400,
      'Estado no válido: abierta, aceptada, cancelada o vencida',
    ],
    // No body at all: the caller's own member, after the request is found.
    [post(`${base}/no-existe/accept`), 404, 'Solicitud de cobertura no encontrada'],
    [post(`${base}/no-existe/accept`, '{"x":'), 400, 'El cuerpo de la solicitud no es JSON válido'],
    [
      () => request.delete(`${base}/no-existe`, { headers: origin }),
      404,
      'Solicitud de cobertura no encontrada',
    ],
  ];
  for (const [call, status, error] of cases) {
    const response = await call();
    expect(response.status()).toBe(status);
    expect((await response.json()).error).toBe(error);
  }
  const listed = await request.get(base);
  expect(listed.status()).toBe(200);
  expect(await listed.json()).toEqual({ requests: [] });
});
