import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { startSession, testAuth, testDb, type TestAccount } from '../auth/accounts';
import { memberCollections } from '../../lib/members/client';
import { clearAgency, createMember, origin, uniqueName } from './members-data';

/** The promise: a change made anywhere shows on every open board within 3 s. */
const LIVE = { timeout: 3_000 };

const column = (page: Page) => page.getByRole('region', { name: 'Agencia', exact: true });

/** A browser of its own, signed in as a fresh staff user, on /soporte. */
async function openBoard(browser: Browser, nombre: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account: TestAccount = await startSession(page.request, { nombre });
  const live = page.waitForResponse((response) => response.url().endsWith('/api/live/token'));
  await page.goto('/soporte');
  await expect(page.getByTestId('session-user')).toHaveText(nombre);
  expect((await live).status()).toBe(200);
  return { context, page, account };
}

test.beforeEach(async () => {
  await clearAgency();
});

test('two staff users: each change made in one board shows in the other within 3 s', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const alice = await openBoard(browser, 'Alicia Rojas');
  const bruno = await openBoard(browser, 'Bruno Díaz');
  const first = await createMember(alice.page.request, 'agencia', {
    nombre: uniqueName('Camila Soto'),
  });
  const second = await createMember(alice.page.request, 'agencia', {
    nombre: uniqueName('Diego Lagos'),
  });
  const mine = column(alice.page);
  const theirs = column(bruno.page);
  // Made through the API, shown on both boards without a reload.
  await expect(theirs.getByText('2 miembros disponibles')).toBeVisible(LIVE);
  await expect(mine.getByText('2 miembros disponibles')).toBeVisible(LIVE);

  // Bruno has picked someone in the dropdown: live changes must not undo it.
  const label = (member: typeof second) => `${member.nombre} · +56 9 1234 5678 · ${member.email}`;
  await theirs.getByRole('combobox').selectOption({ label: label(second) });

  // Assign.
  await mine.getByRole('combobox').selectOption({ label: label(first) });
  await mine.getByRole('button', { name: 'Asignar Turno' }).click();
  const current = theirs.getByRole('region', { name: 'Turno Actual - Agencia' });
  await expect(current).toContainText(first.nombre, LIVE);
  await expect(current).toContainText(`asignado por ${alice.account.email}`, LIVE);
  await expect(theirs.getByRole('region', { name: 'Historial de turnos' })).toContainText(
    first.nombre,
    LIVE,
  );
  await expect(theirs.getByRole('combobox').getByRole('option')).toHaveCount(2, LIVE);
  await expect(theirs.getByRole('combobox')).toHaveValue(second.id);

  // Create.
  const third = {
    nombre: uniqueName('Elena Paz'),
    email: 'elena.paz@agencia.cl',
    telefono: '+56 9 7777 8888',
  };
  await mine.getByRole('button', { name: 'Agregar' }).click();
  const create = alice.page.getByRole('dialog', { name: 'Agregar a Agencia' });
  await create.getByLabel('Nombre').fill(third.nombre);
  await create.getByLabel('Email').fill(third.email);
  await create.getByLabel('Teléfono').fill(third.telefono);
  await create.getByRole('button', { name: 'Agregar' }).click();
  const card = theirs.getByRole('listitem').filter({ hasText: third.nombre });
  await expect(card).toBeVisible(LIVE);
  await expect(theirs.getByText('3 miembros disponibles')).toBeVisible(LIVE);

  // Edit.
  const renamed = uniqueName('Elena Paz Ríos');
  await mine.getByRole('button', { name: `Editar a ${third.nombre}` }).click();
  const edit = alice.page.getByRole('dialog', { name: 'Editar Usuario' });
  await edit.getByLabel('Nombre').fill(renamed);
  await edit.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(theirs.getByRole('listitem').filter({ hasText: renamed })).toBeVisible(LIVE);
  await expect(card).toHaveCount(0);

  // Delete.
  await mine.getByRole('button', { name: `Eliminar a ${renamed}` }).click();
  await alice.page
    .getByRole('dialog', { name: `¿Eliminar a ${renamed} de Agencia?` })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(theirs.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0, LIVE);
  await expect(theirs.getByText('2 miembros disponibles')).toBeVisible(LIVE);
  await expect(theirs.getByRole('combobox')).toHaveValue(second.id);

  // Bruno is typing a new member when someone else's change arrives: nothing he typed is lost.
  await theirs.getByRole('button', { name: 'Agregar' }).click();
  const draft = bruno.page.getByRole('dialog', { name: 'Agregar a Agencia' });
  await draft.getByLabel('Nombre').fill('Borrador a medias');
  const fourth = await createMember(alice.page.request, 'agencia', {
    nombre: uniqueName('Fernanda Vidal'),
  });
  await expect(mine.getByRole('listitem').filter({ hasText: fourth.nombre })).toBeVisible(LIVE);
  await expect(draft.getByLabel('Nombre')).toHaveValue('Borrador a medias');
  await draft.getByRole('button', { name: 'Cancelar' }).click();
  await expect(theirs.getByRole('listitem').filter({ hasText: fourth.nombre })).toBeVisible();

  // A change straight in the database (another instance, the seed) shows too.
  await testDb
    .collection(memberCollections.agencia)
    .doc(second.id)
    .update({ telefono: '+56 2 2999 0000' });
  await expect(theirs.getByRole('listitem').filter({ hasText: second.nombre })).toContainText(
    '+56 2 2999 0000',
    LIVE,
  );
  await alice.context.close();
  await bruno.context.close();
});

test('a dropped connection says "Reconectando…" and catches up when it returns', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const viewer = await openBoard(browser, 'Carla Núñez');
  const board = column(viewer.page);
  await expect(board.getByText('0 miembros disponibles')).toBeVisible();
  const status = viewer.page.getByRole('status').filter({ hasText: 'Reconectando…' });
  await expect(status).toHaveCount(0);

  await viewer.context.setOffline(true);
  await expect(status).toBeVisible();
  const missed = await createMember(viewer.page.request, 'agencia', {
    nombre: uniqueName('Gabriel Mora'),
  });

  await viewer.context.setOffline(false);
  await expect(board.getByRole('listitem').filter({ hasText: missed.nombre })).toBeVisible({
    timeout: 15_000,
  });
  await expect(status).toHaveCount(0, { timeout: 15_000 });
  await viewer.context.close();
});

test('a session that ends while the board is open goes to sign in, and back', async ({
  browser,
}) => {
  const viewer = await openBoard(browser, 'Daniela Vera');
  await testAuth.revokeRefreshTokens(viewer.account.uid);
  // Coming back to the tab checks the session (as does a timer, every minute).
  await viewer.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(viewer.page).toHaveURL(/\/login\?redirect=%2Fsoporte$/);
  await viewer.context.close();
});

test('the live token is for staff sessions only, and only from this site', async ({
  playwright,
  request,
}) => {
  const anonymous = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  expect((await anonymous.post('/api/live/token', { headers: origin })).status()).toBe(401);
  await anonymous.dispose();
  await startSession(request);
  const foreign = await request.post('/api/live/token', {
    headers: { origin: 'https://evil.example' },
  });
  expect(foreign.status()).toBe(403);
  const response = await request.post('/api/live/token', { headers: origin });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect((await response.json()).token).toEqual(expect.any(String));
});
