/**
 * Personal data on Firestore (Google's emulator, see firestore-app.ts): a complete deletion
 * (every collection the app writes scanned for the address; the rights request kept with a keyed
 * hash), a lead deleted or blocked while it is being forwarded, blocking and unblocking,
 * retention, the look-up's reads by the normalised address, and rights requests with their
 * notices, order and pages, sending to real local HTTP servers standing in for the lead service
 * and two chat hooks. What only a browser or the HTTP routes show stays in e2e/privacy and
 * e2e/support.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Firestore, Query, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { leadFields } from '../e2e/leads/lead-fields';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import { runScript, serverWith, withFirestore } from './firestore-app';

const upstream = new UpstreamStandIn(0);
const hooks = [new UpstreamStandIn(0), new UpstreamStandIn(0)];
const standIns = [upstream, ...hooks];
let settings: Record<string, string>;

const server = () =>
  serverWith(settings, async () => ({
    firebase: await import('@/lib/firebase'),
    leads: await import('@/lib/leads'),
    leadsExport: await import('@/lib/leads'),
    outbox: await import('@/lib/outbox'),
    privacy: await import('@/lib/privacy'),
    notices: await import('@/lib/privacy'),
    notifications: await import('@/lib/notifications'),
  }));
let app: Awaited<ReturnType<typeof server>>;

withFirestore(
  async () => {
    for (const standIn of standIns) await standIn.start();
    settings = {
      LEADS_UPSTREAM_URL: upstream.url('/leads'),
      LEADS_UPSTREAM_TIMEOUT_MS: '5000',
      SHIFT_WEBHOOK_URLS: hooks.map((hook) => hook.url('/hook')).join(','),
      SHIFT_WEBHOOK_TIMEOUT_MS: '2000',
      LEADS_RETENTION_DAYS: '730',
      PRIVACY_HASH_KEY: 'clave-de-prueba-de-privacidad-32-caracteres',
    };
    app = await server();
  },
  async () => {
    for (const standIn of standIns) await standIn.stop();
  },
);

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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The documents Firestore bills as read while `run` runs: each query's results (at least one,
 * as Firestore bills an empty query) and each document fetched by reference. Counted where the
 * SDK hands them back, not estimated.
 */
async function documentsRead<T>(run: () => Promise<T>): Promise<{ result: T; reads: number }> {
  let reads = 0;
  const queryGet = Query.prototype.get;
  const getAll = Firestore.prototype.getAll;
  Query.prototype.get = async function (this: Query) {
    const snapshot = await queryGet.call(this);
    reads += Math.max(1, snapshot.size);
    return snapshot;
  } as typeof queryGet;
  Firestore.prototype.getAll = async function (
    this: Firestore,
    ...args: Parameters<typeof getAll>
  ) {
    const snapshots = await getAll.apply(this, args);
    reads += snapshots.length;
    return snapshots;
  } as typeof getAll;
  try {
    return { result: await run(), reads };
  } finally {
    Query.prototype.get = queryGet;
    Firestore.prototype.getAll = getAll;
  }
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

describe('looking an address up', () => {
  it("reads only that person's records, by the normalised address", async () => {
    const email = freshEmail();
    // 500 other people's leads (older leads were given the normalised address by
    // `npm run migrate`, integration/migrations.test.ts).
    for (let batchStart = 0; batchStart < 500; batchStart += 250) {
      const batch = db().batch();
      for (let index = batchStart; index < batchStart + 250; index++) {
        const other = freshEmail();
        batch.create(leads().doc(), {
          ...leadFields({ email: other }),
          emailNormalized: other,
          status: 'stored',
          createdAt: new Date(),
        });
      }
      await batch.commit();
    }
    const earlier = await storeLead(email);
    const current = await storeLead(` ${email.toUpperCase()} `);
    await storeRequest(email, 'acceso');

    const found = await documentsRead(() => app.privacy.findPersonalData(email.toUpperCase()));
    expect(found.result.leads.map((lead) => lead.id).sort()).toEqual([earlier, current].sort());
    expect(found.result.requests).toHaveLength(1);
    // Its 2 leads and its 1 request: nobody else's lead.
    expect(found.reads).toBeLessThanOrEqual(3);
    console.log(
      `personal-data look-up with ${await leads()
        .count()
        .get()
        .then((c) => c.data().count)} leads stored: ${found.reads} documents read`,
    );
  });
});

describe('deleting an address', () => {
  it('leaves no record of it in any collection, only an audit entry with its hash', async () => {
    const email = freshEmail();
    const upper = email.toUpperCase();
    const forwardedId = await storeLead(email);
    expect(await app.outbox.deliver(app.leads.leadChannels.upstream, forwardedId)).toBe(
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
    // The request that asked for it is kept, open, answerable, with the keyed hash only.
    const hash = app.privacy.addressHash(email);
    expect(hash).not.toBe(sha256(email));
    const kept = (await db().collection('solicitudes-datos').doc(request.id).get()).data();
    expect(kept).toMatchObject({ status: 'abierta', emailHash: hash, message: '' });
    expect(kept?.email).toBeUndefined();
    expect(kept?.dataDeletedAt).toBeInstanceOf(Timestamp);
    expect(await app.privacy.answerPrivacyRequest(request.id, { by: staff })).toBe(true);
    const audit = (await db().collection('auditoria-datos').get()).docs.map((d) => d.data());
    expect(audit.filter((entry) => entry.emailHash === sha256(email))).toEqual([]);
    const own = audit.filter((entry) => entry.emailHash === hash);
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
    const sending = app.outbox.deliver(app.leads.leadChannels.upstream, id);
    await expect.poll(() => upstream.countsByKey().get(id) ?? 0).toBe(1);

    const result = await app.privacy.deletePersonalData(email, staff);
    expect(result).toEqual({
      deleted: { leads: 1, requests: 0 },
      forwarded: [{ upstreamId: null, forwardedAt: null }],
    });
    await sending;
    expect(await leadRecord(id)).toBeUndefined();
    upstream.mode = 'succeed';
    await app.outbox.deliverDue(app.leads.leadChannels.upstream, { ignoreBackoff: true });
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

    expect(await app.outbox.deliver(app.leads.leadChannels.upstream, id)).toBe('skipped');
    await app.outbox.deliverDue(app.leads.leadChannels.upstream, { ignoreBackoff: true });
    expect(upstream.countsByKey().get(id)).toBeUndefined();
    // Still shown to staff, marked blocked.
    const found = await app.privacy.findPersonalData(email);
    expect(found.leads.map((lead) => lead.status)).toEqual(['blocked']);

    const unblocked = await app.privacy.setBlocked(email, false, staff);
    expect(unblocked).toEqual({ leads: 1, due: [id] });
    expect((await leadRecord(id))?.status).toBe('pending');
    expect(await app.outbox.deliver(app.leads.leadChannels.upstream, id)).toBe('forwarded');
    expect(upstream.countsByKey().get(id)).toBe(1);
  });

  it('a lead blocked while it is being sent stays blocked, its sending recorded', async () => {
    const email = freshEmail();
    upstream.mode = 'slow';
    upstream.slowMs = 1500;
    const id = await storeLead(email);
    const sending = app.outbox.deliver(app.leads.leadChannels.upstream, id);
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
  it('deletes the leads past their time, and nothing else', async () => {
    const now = new Date();
    const day = 24 * 60 * 60 * 1000;
    const kept = await storeLead(freshEmail(), now);
    const expired = await storeLead(freshEmail(), new Date(now.getTime() - 731 * day));
    const deleted = await app.leads.deleteExpiredLeads({ now });
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await leadRecord(expired)).toBeUndefined();
    expect(await leadRecord(kept)).toBeDefined();
  });

  it('deletes answered requests and audit entries after PRIVACY_RECORDS_RETENTION_DAYS, handoff notices after 90 days', async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const answered = await storeRequest(freshEmail(), 'acceso');
    const open = await storeRequest(freshEmail(), 'acceso');
    const answeredAt = new Date(now.getTime() - 10 * day);
    await app.privacy.answerPrivacyRequest(answered.id, { by: staff, now: answeredAt });
    const requests = db().collection('solicitudes-datos');
    expect((await requests.doc(answered.id).get()).get('expiresAt').toDate()).toEqual(
      new Date(answeredAt.getTime() + 1095 * day),
    );
    // Audit entries as they are written: expiring 1,095 days after they were made.
    const audit = db().collection('auditoria-datos');
    const auditEntry = (at: Date) => ({
      emailHash: 'x',
      action: 'export',
      by: staff,
      at,
      expiresAt: new Date(at.getTime() + 1095 * day),
    });
    const oldAudit = audit.doc();
    await oldAudit.create(auditEntry(new Date(now.getTime() - 1100 * day)));
    const recentAudit = audit.doc();
    await recentAudit.create(auditEntry(now));

    // A handoff notice names the holders: it expires 90 days after its handoff.
    const notices = db().collection('avisos-turno');
    const handoffAt = new Date(now.getTime() - 91 * day);
    const noticeIds = await db().runTransaction(async (transaction) =>
      (await app.notifications.handoffNotices(transaction, 'equipo'))(
        `retencion${randomBytes(6).toString('hex')}`,
        {
          group: 'equipo',
          holder: {
            id: 'm1',
            nombre: 'Ana Soto',
            email: 'ana@andina.cl',
            telefono: '+56 9 1111 1111',
          },
          previous: null,
          assignedBy: staff,
          at: handoffAt,
        },
      ),
    );
    expect(noticeIds.length).toBeGreaterThan(0);
    const notice = (await notices.doc(noticeIds[0]!).get()).data();
    expect(notice?.expiresAt.toDate()).toEqual(new Date(handoffAt.getTime() + 90 * day));
    const recentNotice = notices.doc();
    await recentNotice.create({
      notificationId: 'y',
      status: 'forwarded',
      at: now,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 90 * day),
    });

    // A skip alert names the next holder too: it expires the same way.
    const alertIds = await db().runTransaction(async (transaction) =>
      app.notifications.recordSkipAlert(transaction, {
        group: 'agencia',
        skipped: { id: 'gone', nombre: 'Ya no está' },
        holder: { id: 'm1', nombre: 'Ana Soto', email: 'ana@andina.cl', telefono: '+56 9 1' },
        at: new Date(now.getTime() - 91 * day),
      }),
    );
    expect(alertIds.length).toBeGreaterThan(0);

    const deleted = await app.privacy.deleteExpiredRecords({ now });
    expect(deleted.audit).toBeGreaterThanOrEqual(1);
    expect(deleted.notifications).toBeGreaterThanOrEqual(noticeIds.length + alertIds.length);
    expect((await oldAudit.get()).exists).toBe(false);
    expect((await notices.doc(noticeIds[0]!).get()).exists).toBe(false);
    for (const id of alertIds) {
      expect((await db().collection('avisos-rotacion').doc(id).get()).exists).toBe(false);
    }
    for (const kept of [
      requests.doc(answered.id),
      requests.doc(open.id),
      recentAudit,
      recentNotice,
    ]) {
      expect((await kept.get()).exists).toBe(true);
    }

    // 1,095 days on, the answered request goes; the open one never does.
    const later = new Date(answeredAt.getTime() + 1096 * day);
    await app.privacy.deleteExpiredRecords({ now: later });
    expect((await requests.doc(answered.id).get()).exists).toBe(false);
    expect((await requests.doc(open.id).get()).exists).toBe(true);
  });

  it('runs as npm run privacy:retention', async () => {
    const old = await storeLead(freshEmail(), new Date(Date.now() - 800 * 24 * 60 * 60 * 1000));
    const kept = await storeLead(freshEmail());
    const run = await runScript('privacy:retention', [], settings);
    expect(run.output).toMatch(/Leads deleted by retention: [1-9]/);
    expect(run.output).toMatch(/Answered requests deleted: \d+; audit entries: \d+/);
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
    const open = await app.privacy.listPrivacyRequests({ status: 'abierta', limit: 1000 });
    expect(open.requests.find((request) => request.id === result.id)).toBeDefined();
    expect(await app.privacy.answerPrivacyRequest(result.id, { by: staff, note: 'Enviado' })).toBe(
      true,
    );
    const answered = await app.privacy.listPrivacyRequests({ status: 'respondida', limit: 1000 });
    expect(answered.requests.find((request) => request.id === result.id)).toMatchObject({
      answeredBy: staff,
      note: 'Enviado',
    });
    expect(await app.privacy.answerPrivacyRequest('desconocida', { by: staff })).toBe(false);
  });

  it('a block is due in 2 business days', async () => {
    // Friday 27 November 2026: Monday 30 November, then Tuesday 1 December.
    const result = await app.privacy.submitPrivacyRequest(
      { email: freshEmail(), right: 'bloqueo', message: '' },
      freshAddress(),
      {
        limitPerMinute: 5,
        globalLimitPerMinute: 100_000,
        businessDays: 15,
        now: new Date('2026-11-27T15:00:00Z'),
      },
    );
    expect(result).toMatchObject({ ok: true, dueOn: '2026-12-01' });
  });

  it('are listed by due date, overdue first, 50 a page, however many there are', async () => {
    // 1,000 open requests due far ahead whose ids sort first, and one overdue whose id sorts
    // last: a list cut at 1,000 without an order never shows it.
    const fillers = [];
    for (let start = 0; start < 1000; start += 500) {
      const batch = db().batch();
      for (let index = start; index < start + 500; index++) {
        const ref = db()
          .collection('solicitudes-datos')
          .doc(`aaaa${String(index).padStart(4, '0')}${randomBytes(4).toString('hex')}`);
        fillers.push(ref);
        batch.create(ref, {
          email: freshEmail(),
          right: 'acceso',
          message: '',
          status: 'abierta',
          createdAt: new Date(),
          dueOn: `2099-0${1 + (index % 9)}-15`,
        });
      }
      await batch.commit();
    }
    const overdue = db()
      .collection('solicitudes-datos')
      .doc(`zzzz${randomBytes(8).toString('hex')}`);
    await overdue.create({
      email: freshEmail(),
      right: 'supresion',
      message: '',
      status: 'abierta',
      createdAt: new Date('2019-12-01T12:00:00Z'),
      dueOn: '2019-12-20',
    });
    try {
      const first = await app.privacy.listPrivacyRequests({ status: 'abierta' });
      expect(first.requests).toHaveLength(50);
      expect(first.requests[0]?.id).toBe(overdue.id);
      expect(first.nextCursor).toBe(first.requests.at(-1)?.id);

      const seen = [...first.requests];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await app.privacy.listPrivacyRequests({ status: 'abierta', cursor });
        expect(page.requests.length).toBeLessThanOrEqual(50);
        seen.push(...page.requests);
        cursor = page.nextCursor;
      }
      expect(new Set(seen.map((request) => request.id)).size).toBe(seen.length);
      expect(seen.length).toBeGreaterThanOrEqual(1001);
      expect(seen.every((request) => request.status === 'abierta')).toBe(true);
      const dues = seen.map((request) => request.dueOn);
      expect(dues).toEqual([...dues].sort());
      // Without a status: the open ones first, the same way.
      const all = await app.privacy.listPrivacyRequests();
      expect(all.requests[0]?.id).toBe(overdue.id);
    } finally {
      for (let start = 0; start < fillers.length; start += 500) {
        const batch = db().batch();
        for (const ref of fillers.slice(start, start + 500)) batch.delete(ref);
        await batch.commit();
      }
      await overdue.delete();
    }
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

describe('the leads desk, least privilege', () => {
  it('lists contact details to privacy staff only, and of a blocked lead only its state to others', async () => {
    const email = freshEmail();
    const id = await storeLead(email);
    const blockedEmail = freshEmail();
    const blockedId = await storeLead(blockedEmail);
    await app.privacy.setBlocked(blockedEmail, true, staff);

    const page = async (privacy: boolean) =>
      (await app.leads.listLeads({ limit: 100, privacy })).leads;
    const plain = await page(false);
    const text = JSON.stringify(plain);
    expect(text).not.toContain(email);
    expect(text).not.toContain(blockedEmail);
    expect(text).not.toMatch(/phone|jobTitle|city|demoDescription|utm|consent|expiresAt/);
    expect(plain.find((lead) => lead.id === id)).toMatchObject({ name: 'Camila Rojas' });
    expect(plain.find((lead) => lead.id === blockedId)).toEqual({
      id: blockedId,
      status: 'blocked',
    });

    const full = await page(true);
    expect(full.find((lead) => lead.id === id)).toMatchObject({ email, phone: expect.any(String) });
    expect(full.find((lead) => lead.id === blockedId)).toMatchObject({ email: blockedEmail });
  });

  it("masks addresses and phone numbers in Odoo's error text for staff without the privacy role", async () => {
    const email = freshEmail();
    const id = await storeLead(email);
    // Odoo's ValidationError quotes the values it refused.
    const lastError = `Odoo rechazó el lead: "${email}" y +56 9 8765 4321 no son válidos`;
    await db()
      .collection('leads')
      .doc(id)
      .update({ 'destinations.odoo': { status: 'failed', attempts: 1, lastError } });
    const errorOf = async (privacy: boolean) =>
      (await app.leads.listLeads({ limit: 100, privacy })).leads.find((lead) => lead.id === id);
    const plain = JSON.stringify(await errorOf(false));
    expect(plain).not.toContain(email);
    expect(plain).not.toContain('8765 4321');
    expect(plain).toContain(
      'Odoo rechazó el lead: \\"[email oculto]\\" y [teléfono oculto] no son válidos',
    );
    expect(await errorOf(true)).toMatchObject({ destinations: { odoo: { lastError } } });
  });

  it('audits each personal-data look-up: who, and the address as its keyed hash only', async () => {
    const email = freshEmail();
    await storeLead(email);
    const found = await app.privacy.lookUpPersonalData(email.toUpperCase(), staff);
    expect(found.leads).toHaveLength(1);
    const entries = (
      await db()
        .collection('auditoria-datos')
        .where('emailHash', '==', app.privacy.addressHash(email))
        .get()
    ).docs.map((d) => d.data());
    expect(entries).toEqual([
      expect.objectContaining({ action: 'lookup', by: staff, counts: { leads: 1, requests: 0 } }),
    ]);
    expect(JSON.stringify(entries).toLowerCase()).not.toContain(email);
  });

  it('audits each leads export with its filter and the rows sent, complete once the file is whole', async () => {
    const ids = [await storeLead(freshEmail()), await storeLead(freshEmail())];
    await app.privacy.setBlocked((await leadRecord(ids[1]!))?.email as string, true, staff);
    const exportBy = `exporta.${randomBytes(3).toString('hex')}@andinadigital.cl`;
    const exported = async (status?: 'blocked') => {
      const audit = app.privacy.leadsExportAudit({
        filter: status ? { status } : {},
        by: exportBy,
      });
      const csv = await app.leadsExport.leadsCsvStream(app.leads.allLeads(status), audit);
      return new Response(csv).text();
    };
    const blocked = await exported('blocked');
    const all = await exported();
    const rows = (text: string) => text.split('\r\n').length - 2;
    const entries = (
      await db().collection('auditoria-datos').where('by', '==', exportBy).get()
    ).docs.map((d) => d.data());
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'leads-export',
          filter: { status: 'blocked' },
          counts: { leads: rows(blocked) },
          complete: true,
          expiresAt: expect.any(Timestamp),
        }),
        expect.objectContaining({
          action: 'leads-export',
          filter: {},
          counts: { leads: rows(all) },
          complete: true,
        }),
      ]),
    );
    expect(rows(blocked)).toBeGreaterThanOrEqual(1);
    expect(rows(all)).toBeGreaterThan(rows(blocked));
  });
});

describe('paged lists', () => {
  it('refuse a cursor that can be no document id with a 400 in Spanish', async () => {
    const refusal = {
      status: 400,
      message: 'El cursor no es válido: usa el nextCursor de la página anterior.',
    };
    for (const cursor of ['a/b', '..', '__x__', 'x'.repeat(1501)]) {
      await expect(app.leads.listLeads({ limit: 5, cursor, privacy: false })).rejects.toMatchObject(
        refusal,
      );
      await expect(app.privacy.listPrivacyRequests({ cursor })).rejects.toMatchObject(refusal);
    }
    // A well-formed cursor that names nothing still starts over.
    await expect(
      app.leads.listLeads({ limit: 5, cursor: 'nadie', privacy: false }),
    ).resolves.toHaveProperty('leads');
  });
});
