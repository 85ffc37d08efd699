import { Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '../fixtures';
import { startSession, testDb, type TestAccount } from '../auth/accounts';
import { runOutboxRetry } from '../leads/leads';
import { UpstreamStandIn } from '../leads/upstream-stand-in';
import { e2eStack } from '../stack';
import { shiftCollections } from '../../lib/members/client';
import { NOTIFICATION_MAX_ATTEMPTS, notificationCollections } from '../../lib/notifications/client';
import { clearAgency, createMember, origin } from './members-data';

// The two chat hooks of the e2e stack, on their fixed ports: these tests take turns.
test.describe.configure({ mode: 'serial' });

const hooks = [new UpstreamStandIn(e2eStack.hookPort), new UpstreamStandIn(e2eStack.hookPort + 1)];
const timeoutMs = Number(e2eStack.env.SHIFT_WEBHOOK_TIMEOUT_MS);
const deliveries = () => testDb.collection(notificationCollections.deliveries);

let staff: TestAccount;

test.beforeEach(async ({ request }) => {
  await clearAgency();
  staff = await startSession(request);
});

test.afterEach(async () => {
  for (const hook of hooks) {
    await hook.stop();
    hook.mode = 'succeed';
  }
});

async function assign(request: Parameters<typeof createMember>[0], id: string) {
  const started = performance.now();
  const response = await request.post(`/api/members/agencia/${id}/assign`, { headers: origin });
  expect(response.status()).toBe(200);
  return performance.now() - started;
}

/** The id of the latest assignment of this member: the notification's id. */
async function notificationIdOf(memberId: string) {
  const entries = await testDb
    .collection(shiftCollections.history)
    .where('memberId', '==', memberId)
    .get();
  expect(entries.size).toBe(1);
  return entries.docs[0]!.id;
}

/** The outbox messages of these notifications (one per hook each). */
async function messagesOf(notificationIds: string[]) {
  const snapshot = await deliveries().where('notificationId', 'in', notificationIds).get();
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
    // When, in Chile's time: "24 de noviembre de 2026 a las 17:12 (hora de Chile)."
    expect(body.text).toMatch(/ el \d{1,2} de \p{L}+ de \d{4}\D+\d{2}:\d{2} \(hora de Chile\)\.$/u);
  }
  await expect
    .poll(async () => (await messagesOf([key])).map((message) => message.status))
    .toEqual(['forwarded', 'forwarded']);
});

test('hooks down during ten assignments: each notice arrives once when they are back', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const members = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      createMember(request, 'agencia', { nombre: `Guardia ${index + 1}` }),
    ),
  );
  for (const member of members) await assign(request, member.id);
  const keys = await Promise.all(members.map((member) => notificationIdOf(member.id)));

  // Every notice tried once while the hooks were down (the app sends after answering).
  await expect
    .poll(
      async () =>
        (await messagesOf(keys)).filter(
          (message) => message.status === 'pending' && message.attempts >= 1,
        ).length,
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(20);
  for (const message of await messagesOf(keys)) {
    expect(message.lastError).toMatch(/^No se pudo conectar con el webhook de chat/);
  }

  for (const hook of hooks) await hook.start();
  const retry = await runOutboxRetry(['--all', '--only', 'notifications']);
  expect(retry.code, retry.output).toBe(0);
  const messages = await messagesOf(keys);
  expect(messages.filter((message) => message.status !== 'forwarded')).toEqual([]);
  for (const hook of hooks) {
    const counts = hook.countsByKey();
    expect(keys.filter((key) => counts.get(key) !== 1)).toEqual([]);
  }
});

test('a hook that hangs does not slow the assignment answer', async ({ request }) => {
  test.setTimeout(60_000);
  for (const hook of hooks) {
    hook.mode = 'hang';
    await hook.start();
  }
  const member = await createMember(request, 'agencia');
  const ms = await assign(request, member.id);
  // The hooks never answer: the answer does not wait for them (nor for their timeout).
  expect(ms).toBeLessThan(timeoutMs);
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

test('a notice given up after its last attempt is listed for staff', async ({ request }) => {
  for (const hook of hooks) {
    hook.mode = 'fail';
    await hook.start();
  }
  const member = await createMember(request, 'agencia', { nombre: 'Última Guardia' });
  await assign(request, member.id);
  const key = await notificationIdOf(member.id);
  // Both first attempts failed and recorded (a claimed one is `forwarding` until then).
  await expect
    .poll(
      async () =>
        (await messagesOf([key])).filter((m) => m.status === 'pending' && m.attempts >= 1).length,
    )
    .toBe(2);
  // As if every attempt but the last had failed already, the last backoff just over.
  const ids = (await deliveries().where('notificationId', '==', key).get()).docs.map((d) => d.id);
  for (const id of ids) {
    await deliveries()
      .doc(id)
      .update({
        attempts: NOTIFICATION_MAX_ATTEMPTS - 1,
        nextAttemptAt: Timestamp.fromMillis(Date.now() - 1000),
      });
  }
  const retry = await runOutboxRetry(['--only', 'notifications']);
  expect(retry.code, retry.output).toBe(1);
  const messages = await messagesOf([key]);
  expect(messages.map((message) => [message.status, message.attempts])).toEqual([
    ['failed', NOTIFICATION_MAX_ATTEMPTS],
    ['failed', NOTIFICATION_MAX_ATTEMPTS],
  ]);
  expect(messages.every((message) => message.nextAttemptAt === undefined)).toBe(true);

  const listed = await request.get('/api/notifications?status=failed');
  expect(listed.status()).toBe(200);
  const { notifications } = (await listed.json()) as {
    notifications: { id: string; notificationId: string; status: string; lastError: string }[];
  };
  const ours = notifications.filter((notice) => notice.notificationId === key);
  expect(ours.map((notice) => notice.id).sort()).toEqual(ids.sort());
  for (const notice of ours) {
    expect(notice).toMatchObject({
      status: 'failed',
      lastError: 'El webhook de chat respondió 503',
      holder: 'Última Guardia',
      hook: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
    });
  }
  const bad = await request.get('/api/notifications?status=perdido');
  expect(bad.status()).toBe(400);
});

test('the board tells staff of the notices given up lately', async ({ page }) => {
  await startSession(page.request);
  await page.goto('/soporte');
  const notices = page.getByRole('region', { name: /no (llegó|llegaron) al chat/ });
  await expect(notices).toContainText('en los últimos 7 días');
  // The previous test's notice, with its hook and why it failed.
  await expect(notices).toContainText('Agencia · Última Guardia');
  await expect(notices).toContainText('El webhook de chat respondió 503');
});
