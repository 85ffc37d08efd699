import { expect, test } from '../fixtures';
import { startSession, testDb, type TestAccount } from '../auth/accounts';
import { UpstreamStandIn } from '../leads/upstream-stand-in';
import { e2eStack } from '../stack';
import { scheduleCollections } from '../../lib/schedule/client';
import { notificationCollections } from '../../lib/notifications/client';
import { clearAgency, createMember, origin } from './members-data';

// The two chat hooks of the e2e stack, on their fixed ports: these tests take turns.
test.describe.configure({ mode: 'serial' });

const hooks = [new UpstreamStandIn(e2eStack.hookPort), new UpstreamStandIn(e2eStack.hookPort + 1)];
const timeoutMs = Number(e2eStack.env.SHIFT_WEBHOOK_TIMEOUT_MS);
const notificationDocs = () => testDb.collection(notificationCollections.notifications);

let staff: TestAccount;

test.beforeEach(async ({ request }) => {
  await clearAgency();
  staff = await startSession(request);
});

test.afterEach(async () => {
  for (const hook of hooks) {
    await hook.stop();
    hook.mode = 'succeed';
    hook.failStatus = 503;
  }
});

async function assign(request: Parameters<typeof createMember>[0], id: string) {
  const response = await request.post(`/api/members/agencia/${id}/assign`, { headers: origin });
  expect(response.status()).toBe(200);
}

/** The id of the latest assignment of this member: the notification's id. */
async function notificationIdOf(memberId: string) {
  const entries = await testDb
    .collection(scheduleCollections.history)
    .where('memberId', '==', memberId)
    .get();
  expect(entries.size).toBe(1);
  return entries.docs[0]!.id;
}

/** The outbox messages of these notifications (one per hook each). */
async function messagesOf(notificationIds: string[]) {
  const snapshot = await notificationDocs().where('notificationId', 'in', notificationIds).get();
  return snapshot.docs.map((doc) => doc.data());
}

test('a handoff reaches every hook once, in Spanish, with the fields and its id as key', async ({
  request,
}) => {
  for (const hook of hooks) await hook.start();
  const first = await createMember(request, 'agencia', { nombre: 'Rocío Valdés' });
  await assign(request, first.id);
  const second = await createMember(request, 'agencia', {
    nombre: 'Tomás Fuentes',
    telefono: '+56 9 5555 0101',
  });
  await assign(request, second.id);
  const key = await notificationIdOf(second.id);

  for (const hook of hooks) {
    await expect.poll(() => hook.countsByKey().get(key)).toBe(1);
    const received = hook.received.find((message) => message.key === key);
    expect(received?.contentType).toBe('application/json');
    const body = received?.body as Record<string, unknown>;
    expect(body).toEqual({
      text: expect.any(String),
      link: expect.stringMatching(/^http.*\/soporte$/),
      group: 'agencia',
      holder: {
        id: second.id,
        nombre: 'Tomás Fuentes',
        email: second.email,
        telefono: '+56 9 5555 0101',
      },
      previous: {
        id: first.id,
        nombre: 'Rocío Valdés',
        email: first.email,
        telefono: '+56 9 1234 5678',
      },
      assignedBy: staff.email,
      at: expect.stringMatching(/Z$/),
    });
    expect(body.text).toContain(
      'Cambio de turno de soporte (Agencia): ahora atiende Tomás Fuentes (+56 9 5555 0101). ' +
        `Turno anterior: Rocío Valdés. Asignado por ${staff.email} el `,
    );
    // When, in Chile's time ("24 de noviembre de 2026 a las 17:12 (hora de Chile)."), then the
    // new holder asked to confirm on the board.
    expect(body.text).toMatch(
      / el \d{1,2} de \p{L}+ de \d{4}\D+\d{2}:\d{2} \(hora de Chile\)\. Tomás Fuentes, confirma el turno en http\S*\/soporte$/u,
    );
  }
  await expect
    .poll(async () => (await messagesOf([key])).map((message) => message.status))
    .toEqual(['forwarded', 'forwarded']);
});

test('a hook that hangs does not slow the assignment answer', async ({ request }) => {
  test.setTimeout(60_000);
  for (const hook of hooks) {
    hook.mode = 'hang';
    await hook.start();
  }
  const member = await createMember(request, 'agencia');
  const settledBefore = hooks.map((hook) => hook.settled.size);
  await assign(request, member.id);
  // The hooks never answer, and the app gives up on them only after its timeout (sent after
  // the answer): had the answer waited for them, their requests would be over by now.
  expect(hooks.map((hook) => hook.settled.size)).toEqual(settledBefore);
  const key = await notificationIdOf(member.id);
  for (const hook of hooks) await expect.poll(() => hook.countsByKey().get(key)).toBe(1);
  await expect
    .poll(async () => (await messagesOf([key])).map((message) => message.lastError), {
      timeout: timeoutMs + 10_000,
    })
    .toEqual([
      `El webhook de chat no respondió en ${timeoutMs} ms`,
      `El webhook de chat no respondió en ${timeoutMs} ms`,
    ]);
});

test('a notification a hook refuses for good is given up at once and shown to staff', async ({
  page,
}) => {
  // The first hook answers 404 (a deleted webhook): never worth another try.
  hooks[0]!.mode = 'fail';
  hooks[0]!.failStatus = 404;
  for (const hook of hooks) await hook.start();
  const { request } = page;
  await startSession(request);
  const member = await createMember(request, 'agencia', { nombre: 'Última Guardia' });
  await assign(request, member.id);
  const key = await notificationIdOf(member.id);
  await expect
    .poll(async () => (await messagesOf([key])).map((message) => message.status).sort())
    .toEqual(['failed', 'forwarded']);

  const listed = await request.get('/api/notifications?status=failed');
  expect(listed.status()).toBe(200);
  const { notifications } = (await listed.json()) as {
    notifications: { notificationId: string; attempts: number }[];
  };
  expect(notifications.filter((notification) => notification.notificationId === key)).toEqual([
    expect.objectContaining({
      status: 'failed',
      attempts: 1,
      lastError: 'El webhook de chat respondió 404: no se reintentará',
      holder: 'Última Guardia',
      hook: `127.0.0.1:${e2eStack.hookPort}`,
    }),
  ]);
  const bad = await request.get('/api/notifications?status=perdido');
  expect(bad.status()).toBe(400);

  await page.goto('/soporte');
  const panel = page.getByRole('region', { name: /no (llegó|llegaron) al chat/ });
  await expect(panel).toContainText('en los últimos 7 días');
  await expect(panel).toContainText('Agencia · Última Guardia');
  await expect(panel).toContainText(
    `127.0.0.1:${e2eStack.hookPort}: El webhook de chat respondió 404: no se reintentará`,
  );
});
