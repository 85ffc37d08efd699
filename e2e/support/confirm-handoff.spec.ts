import type { Browser, Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from '../fixtures';
import { startSession, type TestAccount } from '../auth/accounts';
import { clearAgency, createMember, origin, uniqueName } from './members-data';

/**
 * Confirmed handoffs on the board: after a handoff the holder's board and a colleague's say
 * 'Sin confirmar' beside the holder; the holder alone gets 'Confirmo turno', on a 360 px phone,
 * and confirming clears it on every open board, live.
 */
const LIVE = { timeout: 3_000 };

test.use({ viewport: { width: 360, height: 780 } });

const current = (page: Page) => page.getByRole('region', { name: 'Turno Actual - Agencia' });

/** A browser of its own, signed in as a fresh staff user, on /soporte, its listeners up. */
async function openBoard(browser: Browser, nombre: string) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const account: TestAccount = await startSession(page.request, { nombre });
  const live = page.waitForResponse((response) => response.url().endsWith('/api/live/token'));
  await page.goto('/soporte');
  expect((await live).status()).toBe(200);
  return { context, page, account };
}

test.beforeEach(async () => {
  await clearAgency();
});

test('the holder confirms the handoff; every board stops saying "Sin confirmar"', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const holder = await openBoard(browser, 'Alicia Rojas');
  const colleague = await openBoard(browser, 'Bruno Díaz');
  // Alicia's member in the agency: the member with her email.
  const alicia = await createMember(holder.page.request, 'agencia', {
    nombre: uniqueName('Alicia Rojas'),
    email: holder.account.email.toUpperCase(),
  });
  const assigned = await colleague.page.request.post(`/api/members/agencia/${alicia.id}/assign`, {
    headers: origin,
  });
  expect(assigned.status()).toBe(200);

  const mine = current(holder.page);
  const theirs = current(colleague.page);
  await expect(theirs).toContainText(alicia.nombre, LIVE);
  await expect(theirs.getByText('Sin confirmar', { exact: true })).toBeVisible(LIVE);
  await expect(mine.getByText('Sin confirmar', { exact: true })).toBeVisible(LIVE);
  // Only the holder may confirm.
  await expect(theirs.getByRole('button', { name: 'Confirmo turno' })).toHaveCount(0);
  const confirm = mine.getByRole('button', { name: 'Confirmo turno' });
  await expect(confirm).toBeVisible();

  // At 360 px nothing scrolls sideways, and the card is accessible.
  expect(
    await holder.page.evaluate(() => document.documentElement.scrollWidth),
  ).toBeLessThanOrEqual(360);
  expect(
    await seriousAxeViolations(holder.page, 'section[aria-labelledby="agencia-column"]'),
  ).toEqual([]);

  await confirm.click();
  await expect(holder.page.getByText('Turno confirmado')).toBeVisible();
  await expect(mine.getByText('Sin confirmar', { exact: true })).toHaveCount(0, LIVE);
  await expect(theirs.getByText('Sin confirmar', { exact: true })).toHaveCount(0, LIVE);
  await expect(mine.getByRole('button', { name: 'Confirmo turno' })).toHaveCount(0);

  // Someone else confirming is refused, in Spanish.
  const refused = await colleague.page.request.post('/api/schedule/agencia/confirm', {
    headers: origin,
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({
    error: 'No tienes el turno de este grupo: solo quien lo tiene puede confirmarlo',
  });
  // The holder confirming again gets the same instant.
  const again = await holder.page.request.post('/api/schedule/agencia/confirm', {
    headers: origin,
  });
  expect(again.status()).toBe(200);
  expect((await again.json()).confirmedAt).toMatch(/Z$/);

  await holder.context.close();
  await colleague.context.close();
});

test('the rotation form names the fallback member', async ({ browser }) => {
  const { context, page } = await openBoard(browser, 'Carla Núñez');
  const ana = await createMember(page.request, 'agencia', { nombre: uniqueName('Ana') });
  const caro = await createMember(page.request, 'agencia', { nombre: uniqueName('Caro') });
  await page.reload();
  const panel = page.getByRole('region', { name: 'Calendario de turnos - Agencia' });
  await panel.getByText('Configurar rotación').click();
  await panel.getByRole('checkbox', { name: ana.nombre }).check();
  await panel.getByLabel('Miembro de respaldo').selectOption({ label: caro.nombre });
  await panel.getByRole('button', { name: 'Guardar rotación' }).click();
  await expect(page.getByText('Rotación guardada', { exact: false })).toBeVisible();
  const { rotation } = await (await page.request.get('/api/schedule/agencia')).json();
  expect(rotation).toMatchObject({ memberIds: [ana.id], fallbackMemberId: caro.id });

  // A fallback who is not a member of the group is refused, in Spanish.
  const refused = await page.request.put('/api/schedule/agencia/rotation', {
    headers: origin,
    data: {
      memberIds: [ana.id],
      length: { unit: 'days', count: 1 },
      handoffTime: '09:00',
      startsOn: rotation.startsOn,
      fallbackMemberId: 'nadie',
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({
    error: 'El miembro de respaldo no pertenece a este grupo',
  });
  await context.close();
});
