/**
 * The outbox on Firestore (Google's emulator, see firestore-app.ts): claims and leases, backoff,
 * giving up, and the retry command, for both of its channels, lead forwarding and shift
 * notifications, sending to real local HTTP servers standing in for the lead service and two chat
 * hooks. What only a browser or the HTTP routes show stays in e2e/leads and e2e/support.
 */
import { randomBytes } from 'node:crypto';
import {
  Timestamp,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import { CHAT_MAX_ATTEMPTS } from '@/lib/chat/client';
import { leadFields } from '../e2e/leads/lead-fields';
import { runScript, serverWith, withFirestore } from './firestore-app';

const upstream = new UpstreamStandIn(0);
const hooks = [new UpstreamStandIn(0), new UpstreamStandIn(0)];
const standIns = [upstream, ...hooks];

/** The settings of the servers here: the stand-ins, short timeouts. */
let settings: Record<string, string>;

/** The app's modules, as one server configured with `settings` (plus `overrides`) loads them. */
const server = (overrides: Record<string, string> = {}) =>
  serverWith({ ...settings, ...overrides }, async () => ({
    firebase: await import('@/lib/firebase'),
    leads: await import('@/lib/leads'),
    outbox: await import('@/lib/outbox'),
    notifications: await import('@/lib/notifications'),
    members: await import('@/lib/members'),
    assignment: await import('@/lib/schedule'),
    hookId: (await import('@/lib/chat')).hookId,
  }));
let app: Awaited<ReturnType<typeof server>>;

withFirestore(
  async () => {
    // Started once, to know their ports; each test starts or stops them as it needs.
    for (const standIn of standIns) await standIn.start();
    for (const standIn of standIns) await standIn.stop();
    settings = {
      LEADS_UPSTREAM_URL: upstream.url('/leads'),
      LEADS_UPSTREAM_TIMEOUT_MS: '2000',
      SHIFT_WEBHOOK_URLS: hooks.map((hook) => hook.url('/hook')).join(','),
      SHIFT_WEBHOOK_TIMEOUT_MS: '2000',
    };
    app = await server();
  },
  async () => {
    for (const standIn of standIns) await standIn.stop();
  },
);

afterEach(async () => {
  for (const standIn of standIns) {
    await standIn.stop();
    standIn.mode = 'succeed';
    standIn.failStatus = 503;
  }
});

const db = () => app.firebase.adminDb();
const leads = () => db().collection('leads');
const notificationDocs = () => db().collection('avisos-turno');

/** A client address nobody else uses (documentation range), so no rate limit is shared. */
const freshAddress = () =>
  `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;

/**
 * Stores `count` leads, each from its own address, waiting to be forwarded: ten at a time, since
 * hundreds of rate-limit transactions at once on the global ceiling's 50 shards can outlast the
 * emulator's lock timeout on a busy machine (contention is `transactions.test.ts`'s subject).
 */
async function storeLeads(count: number, now = new Date()): Promise<string[]> {
  const ids: string[] = [];
  for (let first = 0; first < count; first += 10) {
    const batch = Array.from({ length: Math.min(10, count - first) }, (_, offset) =>
      app.leads.insertLeadWithinRateLimit(
        leadFields({ company: `Empresa ${first + offset + 1}` }),
        {
          clientAddress: freshAddress(),
          limitPerMinute: 5,
          globalLimitPerMinute: 100_000,
          destinations: ['upstream'],
          now,
        },
      ),
    );
    for (const result of await Promise.all(batch)) {
      if (!result.ok) throw new Error('a lead was refused');
      ids.push(result.leadId);
    }
  }
  return ids;
}

async function records(collection: () => CollectionReference, ids: string[]) {
  const snapshots = await db().getAll(...ids.map((id) => collection().doc(id)));
  return snapshots.map((snapshot) => snapshot.data() as DocumentData);
}
const leadRecord = async (id: string) => (await records(leads, [id]))[0];
/** Where a lead stands at the lead service (`destinations.upstream`). */
const upstreamOf = (lead: DocumentData | undefined) =>
  (lead?.destinations as Record<string, DocumentData> | undefined)?.upstream;
const deliveryRecord = async (id: string) => upstreamOf(await leadRecord(id));
const deliveries = async (ids: string[]) => (await records(leads, ids)).map(upstreamOf);

/** Sends the leads due at the lead service (every waiting one with `ignoreBackoff`). */
const forwardDue = (options: { ignoreBackoff?: boolean } = {}) =>
  app.outbox.deliverDue(app.leads.leadChannels.upstream, options);

function expectEachReceivedOnce(standIn: UpstreamStandIn, keys: string[]) {
  const counts = standIn.countsByKey();
  expect(keys.filter((key) => counts.get(key) !== 1)).toEqual([]);
}

/** Each sweep is a second or more of real work: `expect.poll`'s default of 1 s is too short. */
const sweeps = { timeout: 90_000, interval: 100 };

/** Sweeps everything pending (backoff ignored, as after an outage) until none of `ids` is. */
async function untilNonePending(ids: string[]) {
  await expect
    .poll(async () => {
      await forwardDue({ ignoreBackoff: true });
      return (await deliveries(ids)).filter((lead) => lead?.status === 'pending').length;
    }, sweeps)
    .toBe(0);
}

/** Moves a pending lead's backoff into the past, as if its wait were over. */
const backoffOver = (ref: DocumentReference) =>
  ref.update({ 'destinations.upstream.nextAttemptAt': Timestamp.fromMillis(Date.now() - 1000) });

describe('lead forwarding', () => {
  const deliver = (id: string) => app.outbox.deliver(app.leads.leadChannels.upstream, id);

  it('a failing lead service leaves the lead pending, retried after its backoff', async () => {
    upstream.mode = 'fail';
    await upstream.start();
    const [id = ''] = await storeLeads(1);
    expect(await deliver(id)).toBe('failed');
    const failed = await deliveryRecord(id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'El servicio de leads respondió 503',
    });
    expect((await leadRecord(id))?.status).toBe('pending');
    const wait = (failed?.nextAttemptAt as Timestamp).toMillis() - Date.now();
    expect(wait).toBeGreaterThan(20_000);
    expect(wait).toBeLessThanOrEqual(30_000);

    // Still backing off: a sweep leaves it alone, even with the service back.
    upstream.mode = 'succeed';
    expect((await forwardDue()).forwarded).toBe(0);
    expect((await deliveryRecord(id))?.status).toBe('pending');

    // Once the backoff is over, the next sweep forwards it, with the same key.
    await backoffOver(leads().doc(id));
    await forwardDue();
    expect(await deliveryRecord(id)).toMatchObject({
      status: 'forwarded',
      attempts: 2,
      upstreamId: `crm-${id}`,
    });
    expect(await deliveryRecord(id)).not.toHaveProperty('lastError');
    // The lead's own fields: its overall state, and the lead service's id as before.
    expect(await leadRecord(id)).toMatchObject({ status: 'forwarded', upstreamId: `crm-${id}` });
    expect(upstream.countsByKey().get(id)).toBe(2);
  });

  it('a lead refused for good (400, 422) is given up at once, and why is recorded', async () => {
    upstream.mode = 'fail';
    await upstream.start();
    for (const status of [400, 422]) {
      upstream.failStatus = status;
      const [id = ''] = await storeLeads(1);
      expect(await deliver(id)).toBe('failed');
      const lead = await deliveryRecord(id);
      expect(lead).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: `El servicio de leads respondió ${status}: no se reintentará`,
      });
      expect(lead).not.toHaveProperty('nextAttemptAt');
      // Never sent again, not even by a sweep of everything pending.
      upstream.mode = 'succeed';
      await forwardDue({ ignoreBackoff: true });
      expect(upstream.countsByKey().get(id)).toBe(1);
      expect((await leadRecord(id))?.status).toBe('failed');
      upstream.mode = 'fail';
    }
  });

  it('a lead service refusing us (401, 403, 404) holds the lead, retried in 15 minutes', async () => {
    upstream.mode = 'fail';
    await upstream.start();
    for (const status of [401, 403, 404]) {
      upstream.failStatus = status;
      const [id = ''] = await storeLeads(1);
      expect(await deliver(id)).toBe('failed');
      const held = await deliveryRecord(id);
      expect(held).toMatchObject({
        status: 'held',
        attempts: 1,
        lastError: `El servicio de leads respondió ${status}`,
      });
      const wait = (held?.nextAttemptAt as Timestamp).toMillis() - Date.now();
      expect(wait).toBeGreaterThan(14 * 60_000);
      expect(wait).toBeLessThanOrEqual(15 * 60_000);
      expect((await leadRecord(id))?.status).toBe('held');
    }
  });

  it('what may pass later (408, 429, 5xx) keeps its lead pending', async () => {
    upstream.mode = 'fail';
    await upstream.start();
    for (const status of [408, 429, 500, 502]) {
      upstream.failStatus = status;
      const [id = ''] = await storeLeads(1);
      expect(await deliver(id)).toBe('failed');
      expect(await deliveryRecord(id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: `El servicio de leads respondió ${status}`,
        nextAttemptAt: expect.any(Timestamp),
      });
    }
  });

  it('200 leads stored with the lead service down are each forwarded once when it is back', async () => {
    const ids = await storeLeads(200);
    expect(new Set(ids).size).toBe(200);
    // Sweeps of due leads, as requests and the retry command make them, until each was tried
    // once (a claim that lost a race for a lock stays due for the next sweep).
    await expect
      .poll(async () => {
        await forwardDue();
        return (await deliveries(ids)).filter((lead) => lead?.attempts === 0).length;
      }, sweeps)
      .toBe(0);
    const waiting = await deliveries(ids);
    expect(waiting.filter((lead) => lead?.status !== 'pending' || lead.attempts !== 1)).toEqual([]);
    for (const lead of waiting) {
      expect(lead?.lastError).toMatch(/^No se pudo conectar con el servicio de leads/);
    }

    await upstream.start();
    await untilNonePending(ids);
    const forwarded = await deliveries(ids);
    expect(forwarded.filter((lead) => lead?.status !== 'forwarded')).toEqual([]);
    expect(forwarded.every((lead, index) => lead?.upstreamId === `crm-${ids[index]}`)).toBe(true);
    expectEachReceivedOnce(upstream, ids);
  });

  it('two retry commands racing forward no lead twice', async () => {
    const ids = await storeLeads(60);
    // A slower service keeps both commands busy with the same leads at the same time.
    upstream.mode = 'slow';
    upstream.slowMs = 300;
    await upstream.start();
    const command = () =>
      runScript('outbox:retry', ['--all', '--only', 'leads-upstream'], settings);
    const [first, second] = await Promise.all([command(), command()]);
    // Both ran their sweep to the end. A send that outlasts its timeout on a loaded machine is
    // left for later (exit code 1): what matters is below, nothing sent twice and all sent.
    for (const run of [first, second]) {
      expect(run.output).toMatch(
        /leads-upstream: sent \d+, failed \(retried later or given up\) \d+/,
      );
    }
    // Whatever a lost lock left due is sent by the next sweep; none of it twice.
    await untilNonePending(ids);
    const forwarded = await deliveries(ids);
    expect(forwarded.filter((lead) => lead?.status !== 'forwarded')).toEqual([]);
    expectEachReceivedOnce(upstream, ids);
  });

  it('a claim whose forwarder died is taken again once its lease ends, not before', async () => {
    const [dead = '', live = ''] = await storeLeads(2);
    // As a forwarder that crashed mid-send, and one still at work, would have left them.
    const claimed = (at: number) => ({
      'destinations.upstream.status': 'forwarding',
      'destinations.upstream.nextAttemptAt': Timestamp.fromMillis(at),
    });
    await leads()
      .doc(dead)
      .update(claimed(Date.now() - 1000));
    await leads()
      .doc(live)
      .update(claimed(Date.now() + 60_000));

    await upstream.start();
    await forwardDue({ ignoreBackoff: true });
    expect((await deliveryRecord(dead))?.status).toBe('forwarded');
    expect((await deliveryRecord(live))?.status).toBe('forwarding');
    expect(upstream.countsByKey().get(live)).toBeUndefined();
  });

  it('without a destination (the local default) leads are stored, and go out once one is', async () => {
    const local = await server({ LEADS_UPSTREAM_URL: '' });
    let leadId = '';
    try {
      const result = await local.leads.submitLead(leadFields(), freshAddress());
      if (!result.ok) throw new Error('the lead was refused');
      leadId = result.leadId;
      const record = await leadRecord(leadId);
      expect(record).toMatchObject({ status: 'stored', destinations: {} });
      await upstream.start();
      await local.outbox.deliverDue(local.leads.leadChannels.upstream, { ignoreBackoff: true });
      expect(upstream.countsByKey().get(leadId)).toBeUndefined();
    } finally {
      app = await server();
    }
    // Configured now: the minute job enrolls it, and the sweep sends it once.
    expect(await app.leads.enrollWaitingLeads()).toContain(leadId);
    expect((await leadRecord(leadId))?.status).toBe('pending');
    await forwardDue();
    expect((await leadRecord(leadId))?.status).toBe('forwarded');
    expect(await app.leads.enrollWaitingLeads()).not.toContain(leadId);
    expect(upstream.countsByKey().get(leadId)).toBe(1);
  });
});

describe('shift notifications', () => {
  /** A member of the agency, written as the members API writes one. */
  async function member(nombre = `Guardia ${randomBytes(3).toString('hex')}`) {
    return app.members.createMember('agencia', {
      nombre,
      email: `${randomBytes(4).toString('hex')}@andina.test`,
      telefono: '+56 9 1234 5678',
    });
  }

  /** Assigns the shift: the history entry's id (the notification's key) and its messages' ids. */
  async function assign(nombre?: string) {
    const { id } = await member(nombre);
    const { notifications } = await app.assignment.assignShift('agencia', id, 'jefa@andina.test');
    const key = (notifications[0] ?? '').replace(/-\d+$/, '');
    return { key, ids: notifications };
  }

  const messages = (ids: string[]) => records(notificationDocs, ids);

  it('a notification names its hook by id, never by URL, one message per hook', async () => {
    const { key, ids } = await assign();
    expect(ids).toEqual([`${key}-0`, `${key}-1`]);
    const stored = await messages(ids);
    const urls = settings.SHIFT_WEBHOOK_URLS!.split(',');
    expect(stored.map((message) => message.hookId)).toEqual(urls.map(app.hookId));
    const json = JSON.stringify(stored);
    for (const url of urls) {
      expect(json).not.toContain(url);
      expect(json).not.toContain(new URL(url).port);
    }
    // Each id leads the send to its own hook.
    for (const hook of hooks) await hook.start();
    await app.outbox.deliverDue(app.notifications.notificationChannel, { ignoreBackoff: true });
    for (const hook of hooks) expectEachReceivedOnce(hook, [key]);
  });

  it('hooks down during ten assignments: each notification arrives once when they are back', async () => {
    const assigned = [];
    for (let index = 0; index < 10; index++) assigned.push(await assign(`Guardia ${index + 1}`));
    const ids = assigned.flatMap((assignment) => assignment.ids);
    const keys = assigned.map((assignment) => assignment.key);

    await app.outbox.deliverDue(app.notifications.notificationChannel);
    const waiting = await messages(ids);
    expect(waiting.filter((m) => m.status === 'pending' && m.attempts === 1)).toHaveLength(20);
    for (const message of waiting) {
      expect(message.lastError).toMatch(/^No se pudo conectar con el webhook de chat/);
    }

    for (const hook of hooks) await hook.start();
    const retry = await runScript('outbox:retry', ['--all', '--only', 'notifications'], settings);
    expect(retry.code, retry.output).toBe(0);
    expect((await messages(ids)).filter((message) => message.status !== 'forwarded')).toEqual([]);
    for (const hook of hooks) expectEachReceivedOnce(hook, keys);
  });

  it("what staff typed reaches the chat as plain text, in the notification's text only", async () => {
    for (const hook of hooks) await hook.start();
    const { key, ids } = await assign('<!channel> <https://x.example|pincha>');
    await app.outbox.deliverDue(app.notifications.notificationChannel, { ignoreBackoff: true });
    expect((await messages(ids)).map((message) => message.status)).toEqual([
      'forwarded',
      'forwarded',
    ]);
    for (const hook of hooks) {
      const body = hook.received.find((message) => message.key === key)?.body as {
        text: string;
        holder: { nombre: string };
      };
      // These hooks are no chat we know: every markup character is made inert.
      expect(body.text).toContain('ahora atiende ‹!channel› ‹https://x.example|pincha›');
      expect(body.text).not.toMatch(/[<>]/);
      expect(body.holder.nombre).toBe('<!channel> <https://x.example|pincha>');
    }
  });

  it('a hook refusing a notification for good (a 4xx) gives it up at once; the other hook still gets it', async () => {
    hooks[0]!.mode = 'fail';
    hooks[0]!.failStatus = 404;
    for (const hook of hooks) await hook.start();
    const { key, ids } = await assign();
    await app.outbox.deliverDue(app.notifications.notificationChannel, { ignoreBackoff: true });
    const [refused, accepted] = await messages(ids);
    expect(refused).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'El webhook de chat respondió 404: no se reintentará',
    });
    expect(refused).not.toHaveProperty('nextAttemptAt');
    expect(accepted).toMatchObject({ status: 'forwarded', attempts: 1 });
    expect(hooks[0]!.countsByKey().get(key)).toBe(1);

    const failed = await app.notifications.listNotifications(500, { status: 'failed' });
    expect(failed.find((notification) => notification.id === ids[0])).toMatchObject({
      status: 'failed',
      hook: new URL(hooks[0]!.url()).host,
      lastError: 'El webhook de chat respondió 404: no se reintentará',
    });
  });

  it('a notification given up after its last attempt is listed for staff', async () => {
    for (const hook of hooks) {
      hook.mode = 'fail';
      await hook.start();
    }
    const { ids } = await assign('Última Guardia');
    // As if every attempt but the last had failed already, the last backoff just over.
    for (const id of ids) {
      await notificationDocs()
        .doc(id)
        .update({ attempts: CHAT_MAX_ATTEMPTS - 1 });
    }
    await app.outbox.deliverDue(app.notifications.notificationChannel);
    const given = await messages(ids);
    expect(given.map((message) => [message.status, message.attempts])).toEqual([
      ['failed', CHAT_MAX_ATTEMPTS],
      ['failed', CHAT_MAX_ATTEMPTS],
    ]);
    expect(given.every((message) => message.nextAttemptAt === undefined)).toBe(true);

    const listed = await app.notifications.listNotifications(500, { status: 'failed' });
    const ours = listed.filter((notification) => ids.includes(notification.id));
    expect(ours.map((notification) => notification.id).sort()).toEqual([...ids].sort());
    for (const notification of ours) {
      expect(notification).toMatchObject({
        lastError: 'El webhook de chat respondió 503',
        holder: 'Última Guardia',
        hook: expect.stringMatching(/^127\.0\.0\.1:\d+$/),
      });
    }
  });

  it('a hook taken out of the settings is sent nothing more: its notifications are given up', async () => {
    const { key, ids } = await assign();
    // The server restarts with the first hook removed, the second now first in the list.
    const restarted = await server({ SHIFT_WEBHOOK_URLS: hooks[1]!.url('/hook') });
    try {
      for (const hook of hooks) await hook.start();
      await restarted.outbox.deliverDue(restarted.notifications.notificationChannel, {
        ignoreBackoff: true,
      });
      const [removed, kept] = await messages(ids);
      expect(removed).toMatchObject({
        status: 'failed',
        lastError: 'El webhook de chat ya no está en SHIFT_WEBHOOK_URLS',
      });
      expect(kept).toMatchObject({ status: 'forwarded' });
      expect(hooks[0]!.countsByKey().get(key)).toBeUndefined();
      expect(hooks[1]!.countsByKey().get(key)).toBe(1);
      const listed = await restarted.notifications.listNotifications(500, { status: 'failed' });
      expect(listed.find((notification) => notification.id === ids[0])?.hook).toBe(
        'webhook retirado',
      );
    } finally {
      app = await server();
    }
  });
});
