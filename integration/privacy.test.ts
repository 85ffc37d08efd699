/**
 * Personal data on Firestore (Google's emulator, see firestore-app.ts): a complete deletion
 * (every collection the app writes scanned for the address), a lead deleted or blocked while it
 * is being forwarded, blocking and unblocking, retention, and rights requests with their
 * notices, sending to real local HTTP servers standing in for the lead service and two chat
 * hooks. What only a browser or the HTTP routes show stays in e2e/privacy.
 */
import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { leadFields } from '../e2e/leads/lead-fields';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import { runScript, serverWith, startFirestore, stopFirestore } from './firestore-app';

const upstream = new UpstreamStandIn(0);
const hooks = [new UpstreamStandIn(0), new UpstreamStandIn(0)];
const standIns = [upstream, ...hooks];
let settings: Record<string, string>;

const server = () =>
  serverWith(settings, async () => ({
    firebase: await import('@/lib/firebase'),
    leads: await import('@/lib/leads/store'),
    channels: await import('@/lib/leads/channels'),
    outbox: await import('@/lib/outbox/worker'),
    privacy: await import('@/lib/privacy'),
    notices: await import('@/lib/privacy/notices'),
    minuteJobs: await import('@/lib/background/minute-jobs'),
  }));
let app: Awaited<ReturnType<typeof server>>;

beforeAll(async () => {
  for (const standIn of standIns) await standIn.start();
  settings = {
    LEADS_UPSTREAM_URL: upstream.url('/leads'),
    LEADS_UPSTREAM_TIMEOUT_MS: '5000',
    SHIFT_WEBHOOK_URLS: hooks.map((hook) => hook.url('/hook')).join(','),
    SHIFT_WEBHOOK_TIMEOUT_MS: '2000',
    LEADS_RETENTION_DAYS: '730',
  };
  await startFirestore();
  app = await server();
}, 120_000);

afterAll(async () => {
  for (const standIn of standIns) await standIn.stop();
  await stopFirestore();
});

afterEach(() => {
  upstream.mode = 'succeed';
});

const db = () => app.firebase.adminDb();
const leads = () => db().collection('leads');
const staff = 'staff@andinadigital.cl';

/** An address nobody else in these tests uses. */
const freshEmail = () => `persona.${randomBytes(4).toString('hex')}@empresa.cl`;
const freshAddress = () =>
  `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;

/** Stores a lead for `email` as POST /api/odoo does, waiting to be forwarded. */
async function storeLead(email: string, now = new Date()): Promise<string> {
  const result = await app.leads.insertLeadWithinRateLimit(leadFields({ email }), {
    clientAddress: freshAddress(),
    limitPerMinute: 5,
    globalLimitPerMinute: 100_000,
    destinations: ['upstream'],
    retentionDays: 730,
    now,
  });
  if (!result.ok) throw new Error('the lead was refused');
  return result.leadId;
}

async function storeRequest(email: string, right: 'acceso' | 'supresion' = 'supresion') {
  const result = await app.privacy.submitPrivacyRequest(
    { email, right, message: `Por favor borren los datos de ${email}` },
    freshAddress(),
    { limitPerMinute: 5, globalLimitPerMinute: 100_000, businessDays: 15 },
  );
  if (!result.ok) throw new Error('the request was refused');
  return result;
}

const leadRecord = async (id: string) => (await leads().doc(id).get()).data();

/** Every document of every collection, as JSON text per collection. */
async function everything(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  for (const collection of await db().listCollections()) {
    const snapshot = await collection.get();
    texts.set(collection.id, JSON.stringify(snapshot.docs.map((d) => d.data())).toLowerCase());
  }
  return texts;
}

describe('a lead as stored', () => {
  it('keeps the consent given (notice version, when) and when retention deletes it', async () => {
    const now = new Date('2026-12-01T15:00:00Z');
    const lead = (await leadRecord(await storeLead(freshEmail(), now))) as DocumentData;
    expect(lead.consent.version).toBe(app.privacy.privacyNoticeVersion.version);
    expect(lead.consent.at.toDate()).toEqual(now);
    expect(lead.expiresAt.toDate()).toEqual(new Date('2028-11-30T15:00:00Z'));
  });
});

describe('deleting an address', () => {
  it('leaves no record of it in any collection, only an audit entry with its hash', async () => {
    const email = freshEmail();
    const upper = email.toUpperCase();
    const forwardedId = await storeLead(email);
    expect(await app.outbox.deliver(app.channels.upstreamLeadChannel, forwardedId)).toBe(
      'forwarded',
    );
    await storeLead(upper);
    const request = await storeRequest(upper);
    expect(request.noticeIds).toHaveLength(2);
    await app.notices.deliverRequestNoticesInBackground(request.noticeIds);
    await app.privacy.setBlocked(email, true, staff);
    await app.privacy.exportPersonalData(email, staff);

    const before = await everything();
    expect([...before.values()].some((text) => text.includes(email))).toBe(true);
    const found = await app.privacy.findPersonalData(upper);
    expect(found.leads).toHaveLength(2);
    expect(found.requests).toHaveLength(1);

    const result = await app.privacy.deletePersonalData(` ${upper} `, staff);
    expect(result.deleted).toEqual({ leads: 2, requests: 1 });
    expect(result.forwarded).toEqual([
      { upstreamId: `crm-${forwardedId}`, forwardedAt: expect.any(String) },
    ]);

    const after = await everything();
    const holding = [...after].filter(([, text]) => text.includes(email)).map(([name]) => name);
    expect(holding).toEqual([]);
    const audit = (await db().collection('auditoria-datos').get()).docs.map((d) => d.data());
    const own = audit.filter((entry) => entry.emailHash === app.privacy.emailHash(email));
    expect(own.map((entry) => entry.action).sort()).toEqual(['block', 'delete', 'export']);
    expect(own.find((entry) => entry.action === 'delete')).toMatchObject({
      by: staff,
      counts: { leads: 2, requests: 1 },
    });
    // The chat notices never carried the address either.
    const notices = hooks.flatMap((hook) => hook.received.map((r) => JSON.stringify(r.body)));
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.filter((text) => text.toLowerCase().includes(email))).toEqual([]);
  });

  it('a lead being forwarded at that moment is not sent again', async () => {
    const email = freshEmail();
    upstream.mode = 'slow';
    upstream.slowMs = 1500;
    const id = await storeLead(email);
    const sending = app.outbox.deliver(app.channels.upstreamLeadChannel, id);
    await expect.poll(() => upstream.countsByKey().get(id) ?? 0).toBe(1);

    const result = await app.privacy.deletePersonalData(email, staff);
    expect(result).toEqual({
      deleted: { leads: 1, requests: 0 },
      forwarded: [{ upstreamId: null, forwardedAt: null }],
    });
    await sending;
    expect(await leadRecord(id)).toBeUndefined();
    upstream.mode = 'succeed';
    await app.outbox.deliverDue(app.channels.upstreamLeadChannel, { ignoreBackoff: true });
    expect(upstream.countsByKey().get(id)).toBe(1);
  });
});

describe('blocking an address', () => {
  it('keeps its leads from being forwarded or retried until unblocked', async () => {
    const email = freshEmail();
    const id = await storeLead(email);
    expect(await app.privacy.setBlocked(email.toUpperCase(), true, staff)).toEqual({
      leads: 1,
      due: [],
    });
    const blocked = await leadRecord(id);
    expect(blocked?.status).toBe('blocked');
    expect(blocked?.destinations.upstream.nextAttemptAt).toBeUndefined();

    expect(await app.outbox.deliver(app.channels.upstreamLeadChannel, id)).toBe('skipped');
    await app.outbox.deliverDue(app.channels.upstreamLeadChannel, { ignoreBackoff: true });
    expect(upstream.countsByKey().get(id)).toBeUndefined();
    // Still shown to staff, marked blocked.
    const found = await app.privacy.findPersonalData(email);
    expect(found.leads.map((lead) => lead.status)).toEqual(['blocked']);

    const unblocked = await app.privacy.setBlocked(email, false, staff);
    expect(unblocked).toEqual({ leads: 1, due: [id] });
    expect((await leadRecord(id))?.status).toBe('pending');
    expect(await app.outbox.deliver(app.channels.upstreamLeadChannel, id)).toBe('forwarded');
    expect(upstream.countsByKey().get(id)).toBe(1);
  });

  it('a lead blocked while it is being sent stays blocked, its sending recorded', async () => {
    const email = freshEmail();
    upstream.mode = 'slow';
    upstream.slowMs = 1500;
    const id = await storeLead(email);
    const sending = app.outbox.deliver(app.channels.upstreamLeadChannel, id);
    await expect.poll(() => upstream.countsByKey().get(id) ?? 0).toBe(1);
    await app.privacy.setBlocked(email, true, staff);
    await sending;
    const lead = await leadRecord(id);
    expect(lead?.status).toBe('blocked');
    expect(lead?.forwardedAt).toBeDefined();
    expect(lead?.upstreamId).toBe(`crm-${id}`);
    // Unblocked, it is forwarded already: never sent again.
    expect(await app.privacy.setBlocked(email, false, staff)).toEqual({ leads: 1, due: [] });
    expect((await leadRecord(id))?.status).toBe('forwarded');
  });
});

describe('correcting an address', () => {
  it('corrects every lead, and moves the requests to a corrected email', async () => {
    const email = freshEmail();
    const newEmail = freshEmail();
    const id = await storeLead(email);
    await storeRequest(email, 'acceso');
    const counts = await app.privacy.correctPersonalData(
      email,
      { phone: '+56 9 8765 4321', email: newEmail },
      staff,
    );
    expect(counts).toEqual({ leads: 1, requests: 1 });
    expect(await leadRecord(id)).toMatchObject({ phone: '+56 9 8765 4321', email: newEmail });
    const found = await app.privacy.findPersonalData(newEmail);
    expect([found.leads.length, found.requests.length]).toEqual([1, 1]);
    expect((await app.privacy.findPersonalData(email)).leads).toEqual([]);
  });
});

describe('retention', () => {
  it('deletes the leads past their time, old ones without expiresAt too, and nothing else', async () => {
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const kept = await storeLead(freshEmail(), now);
    const expired = await storeLead(freshEmail(), new Date(now.getTime() - 731 * day));
    const legacy = leads().doc();
    await legacy.create({
      ...leadFields({ email: freshEmail() }),
      status: 'stored',
      attempts: 0,
      createdAt: Timestamp.fromMillis(now.getTime() - 800 * day),
    });
    const deleted = await app.privacy.deleteExpiredLeads({ now, retentionDays: 730 });
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await leadRecord(expired)).toBeUndefined();
    expect((await legacy.get()).exists).toBe(false);
    expect(await leadRecord(kept)).toBeDefined();
  });

  it('runs as npm run privacy:retention', async () => {
    const old = await storeLead(freshEmail(), new Date(Date.now() - 800 * 24 * 60 * 60 * 1000));
    const kept = await storeLead(freshEmail());
    const run = await runScript('privacy:retention', [], settings);
    expect(run.output).toMatch(/Leads deleted by retention: [1-9]/);
    expect(run.code).toBe(0);
    expect(await leadRecord(old)).toBeUndefined();
    expect(await leadRecord(kept)).toBeDefined();
  });
});

describe('rights requests', () => {
  it('are stored with their deadline, and staff are told on every hook, without the address', async () => {
    const email = freshEmail();
    const now = new Date('2026-11-25T15:00:00Z');
    const result = await app.privacy.submitPrivacyRequest(
      { email: email.toUpperCase(), right: 'acceso', message: '' },
      freshAddress(),
      { limitPerMinute: 5, globalLimitPerMinute: 100_000, businessDays: 15, now },
    );
    if (!result.ok) throw new Error('refused');
    expect(result.dueOn).toBe('2026-12-17');
    const stored = (await db().collection('solicitudes-datos').doc(result.id).get()).data();
    expect(stored).toMatchObject({
      email,
      right: 'acceso',
      status: 'abierta',
      dueOn: '2026-12-17',
    });
    await app.notices.deliverRequestNoticesInBackground(result.noticeIds);
    for (const hook of hooks) {
      const got = hook.received.filter((r) => r.key === result.id);
      expect(got).toHaveLength(1);
      expect(JSON.stringify(got[0]?.body)).toContain('17 de diciembre de 2026');
      expect(JSON.stringify(got[0]?.body).toLowerCase()).not.toContain(email);
    }
    const open = await app.privacy.listPrivacyRequests('abierta');
    expect(open.find((request) => request.id === result.id)).toBeDefined();
    expect(await app.privacy.answerPrivacyRequest(result.id, { by: staff, note: 'Enviado' })).toBe(
      true,
    );
    const answered = await app.privacy.listPrivacyRequests('respondida');
    expect(answered.find((request) => request.id === result.id)).toMatchObject({
      answeredBy: staff,
      note: 'Enviado',
    });
    expect(await app.privacy.answerPrivacyRequest('desconocida', { by: staff })).toBe(false);
  });

  it('share the lead form rate limit per client address', async () => {
    const address = freshAddress();
    const limits = { limitPerMinute: 1, globalLimitPerMinute: 100_000, businessDays: 15 };
    const input = { email: freshEmail(), right: 'acceso' as const, message: '' };
    expect((await app.privacy.submitPrivacyRequest(input, address, limits)).ok).toBe(true);
    const second = await app.privacy.submitPrivacyRequest(input, address, limits);
    expect(second.ok).toBe(false);
    expect((await app.privacy.findPersonalData(input.email)).requests).toHaveLength(1);
  });
});
