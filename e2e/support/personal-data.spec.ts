import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { privacyCollections } from '../../lib/privacy/client';
import { idTokenFor, startSession, testAuth, testDb } from '../auth/accounts';
import { e2eStack } from '../stack';
import { expect, seriousAxeViolations, test } from '../fixtures';
import { freshAddress, leadFields, postLead } from '../leads/leads';
import { origin } from './members-data';

const freshEmail = () => `persona.${randomBytes(4).toString('hex')}@empresa.cl`;

test.describe('privacy staff endpoints', () => {
  const email = 'ana@empresa.cl';
  const endpoints: [string, string, unknown][] = [
    ['GET', '/api/privacy-requests', undefined],
    ['PATCH', '/api/privacy-requests/abc', { status: 'respondida' }],
    ['POST', '/api/personal-data/lookup', { email }],
    ['POST', '/api/personal-data/export', { email }],
    ['POST', '/api/personal-data/delete', { email }],
    ['POST', '/api/personal-data/block', { email }],
    ['POST', '/api/personal-data/unblock', { email }],
    ['PATCH', '/api/personal-data', { email, changes: { phone: '+56 9 1234 5678' } }],
  ];
  /** The routes that put the address in the URL, which proxies and browsers keep. */
  const oldRoutes: [string, string][] = [
    ['GET', '/api/personal-data?email=ana@empresa.cl'],
    ['PATCH', '/api/personal-data?email=ana@empresa.cl'],
    ['DELETE', '/api/personal-data?email=ana@empresa.cl'],
    ['GET', '/api/personal-data/export?email=ana@empresa.cl'],
    ['POST', '/api/personal-data/block?email=ana@empresa.cl'],
    ['DELETE', '/api/personal-data/block?email=ana@empresa.cl'],
  ];

  test('the page is guarded like /soporte', async ({ page }) => {
    await page.goto('/soporte/datos');
    await expect(page).toHaveURL('/login?redirect=%2Fsoporte%2Fdatos');
  });

  test('answer 401 without a session', async ({ request }) => {
    for (const [method, path, data] of endpoints) {
      const response = await request.fetch(path, { method, headers: origin, data });
      expect(response.status(), `${method} ${path}`).toBe(401);
    }
  });

  test('answer 403 to staff without the privacy role, who do not see the page or its link', async ({
    page,
  }) => {
    await startSession(page.request);
    for (const [method, path, data] of endpoints) {
      const response = await page.request.fetch(path, { method, headers: origin, data });
      expect(response.status(), `${method} ${path}`).toBe(403);
      expect((await response.json()).error).toBe(
        'Solo el personal de privacidad puede ver datos personales',
      );
    }
    const direct = await page.goto('/soporte/datos');
    expect(direct?.status()).toBe(403);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sin acceso a datos personales' }),
    ).toBeVisible();
    for (const path of ['/soporte', '/soporte/leads']) {
      await page.goto(path);
      await expect(page.getByTestId('session-user')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Datos personales' })).toHaveCount(0);
    }
  });

  test('answer 404 on the old ?email= routes, 403 to a change from another site, 400 to a malformed address', async ({
    request,
  }) => {
    await startSession(request, { privacy: true });
    for (const [method, path] of oldRoutes) {
      const response = await request.fetch(path, { method, headers: origin, data: { email } });
      expect(response.status(), `${method} ${path}`).toBe(404);
    }
    for (const [method, path, data] of endpoints.filter(([method]) => method !== 'GET')) {
      const response = await request.fetch(path, {
        method,
        headers: { origin: 'https://evil.example' },
        data,
      });
      expect(response.status(), `${method} ${path}`).toBe(403);
    }
    const malformed = await request.post('/api/personal-data/lookup', {
      headers: origin,
      data: { email: 'nadie' },
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error).toBe('Ingresa un email válido');
    const status = await request.get('/api/privacy-requests?status=cerrada');
    expect(status.status()).toBe(400);
    const cursor = await request.get('/api/privacy-requests?cursor=a%2Fb');
    expect(cursor.status()).toBe(400);
    expect((await cursor.json()).error).toBe(
      'El cursor no es válido: usa el nextCursor de la página anterior.',
    );
  });

  test('list open requests 50 a page with a cursor, overdue first', async ({ request }) => {
    await startSession(request, { privacy: true });
    const first = await request.get('/api/privacy-requests?status=abierta');
    expect(first.status()).toBe(200);
    const page = (await first.json()) as {
      requests: { dueOn: string }[];
      nextCursor: string | null;
    };
    expect(page.requests.length).toBeLessThanOrEqual(50);
    expect(page).toHaveProperty('nextCursor');
    const dues = page.requests.map((item) => item.dueOn);
    expect(dues).toEqual([...dues].sort());
  });
});

/** Runs `npm run <script> -- …` against the e2e stack's emulators, as an operator would. */
function runScript(script: string, args: string[]) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
    cwd: path.resolve(__dirname, '../..'),
    env: { ...process.env, ...e2eStack.env },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

test('npm run user:create --privacy grants the role; user:role removes it and ends the sessions', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const account = {
    uid: '',
    email: `privacidad.${randomBytes(3).toString('hex')}@andina.test`,
    password: 'segura-123',
    nombre: 'Paula Vera',
  };
  const created = runScript('user:create', [
    ...['--email', account.email, '--password', account.password, '--nombre', account.nombre],
    '--privacy',
  ]);
  expect(created.output).toContain('rol de privacidad otorgado');
  expect(created.code).toBe(0);
  expect((await testAuth.getUserByEmail(account.email)).customClaims).toEqual({
    staff: true,
    privacy: true,
  });
  const signIn = async () =>
    expect(
      (
        await request.post('/api/session', {
          headers: origin,
          data: { idToken: await idTokenFor(account) },
        })
      ).status(),
    ).toBe(200);
  const lookUp = () =>
    request.post('/api/personal-data/lookup', { headers: origin, data: { email: freshEmail() } });
  await signIn();
  expect((await lookUp()).status()).toBe(200);

  const removed = runScript('user:role', ['--email', account.email, '--privacy', 'off']);
  expect(removed.output).toContain('rol de privacidad retirado y sesiones cerradas');
  expect(removed.code).toBe(0);
  expect((await testAuth.getUserByEmail(account.email)).customClaims).toEqual({ staff: true });
  // The session that had the role is over; a new one has no role.
  expect((await lookUp()).status()).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await signIn();
  expect((await lookUp()).status()).toBe(403);

  const granted = runScript('user:role', ['--email', account.email, '--privacy', 'on']);
  expect(granted.code).toBe(0);
  expect((await testAuth.getUserByEmail(account.email)).customClaims).toEqual({
    staff: true,
    privacy: true,
  });
  expect(runScript('user:role', ['--email', account.email, '--privacy', 'si']).output).toContain(
    'Indica --privacy on o --privacy off',
  );
});

test('the personal-data screen: requests by deadline, look up, export, correct, block, delete', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = freshEmail();
  const account = await startSession(page.request, { privacy: true });
  // A lead and a rights request of this person, as the public forms store them.
  expect((await postLead(request, leadFields({ email }))).status()).toBe(201);
  const posted = await request.post('/api/privacy-requests', {
    headers: { 'x-forwarded-for': freshAddress() },
    data: { email, right: 'acceso' },
  });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  // An overdue request of someone else, to be listed first.
  const overdue = testDb.collection(privacyCollections.requests).doc();
  const overdueEmail = freshEmail();
  await overdue.create({
    email: overdueEmail,
    right: 'bloqueo',
    message: '',
    status: 'abierta',
    createdAt: new Date('2026-01-05T12:00:00Z'),
    dueOn: '2026-01-26',
  });

  await page.goto('/soporte');
  await page.getByRole('link', { name: 'Datos personales' }).click();
  await expect(page).toHaveURL('/soporte/datos');
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible();
  const rows = page.locator(
    '#privacy-requests ~ * tbody tr, section:has(#privacy-requests) tbody tr',
  );
  await expect(rows.first()).toContainText('Vencida');
  await expect(rows.first()).toContainText('26 de enero de 2026');
  const mine = rows.filter({ hasText: email });
  await expect(mine).toContainText('Acceso');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Look up everything stored about the address.
  await mine.getByRole('button', { name: 'Ver datos' }).click();
  const found = page.getByTestId('personal-data');
  await expect(found).toContainText('Solicitudes de demo (1)');
  await expect(found).toContainText('Consintió la política versión 1.0');
  await expect(found).toContainText('Solicitudes de derechos (1)');
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Each look-up is audited: who, and the address as its keyed hash only.
  const lookups = testDb
    .collection(privacyCollections.audit)
    .where('by', '==', account.email)
    .where('action', '==', 'lookup');
  await expect.poll(async () => (await lookups.get()).size).toBeGreaterThanOrEqual(1);
  for (const entry of (await lookups.get()).docs.map((document) => document.data())) {
    expect(entry).toMatchObject({ emailHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(JSON.stringify(entry)).not.toContain(email);
  }

  // Export (portability): a JSON file with the same content.
  const download = page.waitForEvent('download');
  await found.getByRole('button', { name: 'Exportar JSON' }).click();
  const file = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
    email: string;
    leads: { phone: string }[];
    requests: unknown[];
  };
  expect(file.email).toBe(email);
  expect(file.leads).toHaveLength(1);
  expect(file.requests).toHaveLength(1);

  // Correct the phone.
  await found.getByRole('button', { name: 'Corregir' }).click();
  const correction = page.getByRole('dialog', { name: 'Corregir datos' });
  await correction.getByLabel('Teléfono').fill('+56 9 8765 4321');
  await correction.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Corregidas 1 solicitudes de demo')).toBeVisible();
  await expect(found).toContainText('+56 9 8765 4321');

  // Block, then unblock.
  await found.getByRole('button', { name: 'Bloquear' }).click();
  await expect(found).toContainText('Bloqueada: no se envía');
  await found.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(found).not.toContainText('Bloqueada: no se envía');

  // Delete, after confirming.
  await found.getByRole('button', { name: 'Eliminar todo' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Eliminar todos los datos de ${email}?` });
  await confirm.getByRole('button', { name: 'Eliminar todo' }).click();
  await expect(page.getByText('Eliminadas 1 solicitudes de demo y 1 de derechos.')).toBeVisible();
  // The request stays open, to be answered, without the address.
  await expect(mine).toHaveCount(0);
  const kept = (await testDb.collection(privacyCollections.requests).doc(id).get()).data();
  expect(kept).toMatchObject({ status: 'abierta', emailHash: expect.any(String) });
  expect(kept?.email).toBeUndefined();
  await expect(rows.filter({ hasText: 'Datos eliminados el' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(`No hay datos guardados de ${email}.`)).toBeVisible();

  // Mark the overdue one answered.
  await rows
    .filter({ hasText: overdueEmail })
    .getByRole('button', { name: 'Marcar respondida' })
    .click();
  await expect(page.getByText('Solicitud marcada como respondida')).toBeVisible();
  await expect.poll(async () => (await overdue.get()).get('status')).toBe('respondida');
});
