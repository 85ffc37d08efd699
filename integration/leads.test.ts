/**
 * Leads into Odoo's CRM on Firestore (Google's emulator, see firestore-app.ts), sending to a real
 * local HTTP server that speaks Odoo's JSON-2 API (e2e/odoo/odoo-stand-in.ts) and to a stand-in
 * chat hook of the sales channel: exactly once when Odoo's answer is lost or two senders race,
 * held leads and their one alert per outage, staff retries, a person's deletion reaching Odoo,
 * a blocked lead kept out of Odoo by every path that sends, and sales notices and deletions in
 * Odoo deleted 90 days after they were sent. The browser's side (the form, the desk) is in
 * e2e/leads.
 */
import { randomBytes } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { leadFields } from '../e2e/leads/lead-fields';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import { OdooStandIn } from '../e2e/odoo/odoo-stand-in';
import { serverWith, withFirestore } from './firestore-app';

const apiKey = 'odoo-bot-key-0123456789';
const odoo = new OdooStandIn({ port: 0, apiKey, database: 'andina' });
const salesHook = new UpstreamStandIn(0);
let settings: Record<string, string>;

const server = (overrides: Record<string, string> = {}) =>
  serverWith({ ...settings, ...overrides }, async () => ({
    firebase: await import('@/lib/firebase'),
    leads: await import('@/lib/leads'),
    store: await import('@/lib/leads'),
    outbox: await import('@/lib/outbox'),
    privacy: await import('@/lib/privacy'),
    background: await import('@/lib/background'),
  }));
let app: Awaited<ReturnType<typeof server>>;

withFirestore(
  async () => {
    await odoo.start();
    await salesHook.start();
    settings = {
      ...odoo.settings(),
      ODOO_TIMEOUT_MS: '1500',
      // Odoo's limit_time_real, short here: a deletion looks again until 3 s after a lost send.
      ODOO_REQUEST_LIMIT_S: '3',
      LEADS_UPSTREAM_URL: '',
      SALES_WEBHOOK_URLS: salesHook.url('/ventas'),
      SHIFT_WEBHOOK_URLS: '',
      SHIFT_WEBHOOK_TIMEOUT_MS: '2000',
    };
    app = await server();
  },
  async () => {
    await odoo.stop();
    await salesHook.stop();
  },
);

afterEach(() => {
  odoo.expiredKey = false;
  odoo.failAfterCreate = false;
  odoo.slowMs = 0;
  odoo.rejectCreates = undefined;
  odoo.commitLateMs = 0;
  odoo.refuseRecordsWith = undefined;
  odoo.deniedAccess.clear();
});

const db = () => app.firebase.adminDb();
const leadRecord = async (id: string) =>
  (await db().collection('leads').doc(id).get()).data() as DocumentData | undefined;
const odooOf = async (id: string) =>
  (await leadRecord(id))?.destinations?.odoo as DocumentData | undefined;
const freshAddress = () =>
  `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;
const freshEmail = () => `persona.${randomBytes(4).toString('hex')}@empresa.cl`;

/** Stores a lead as POST /api/odoo does; answers its id and its sales notices' ids. */
async function storeLead(overrides: Record<string, unknown> = {}) {
  const result = await app.store.submitLead(
    {
      ...leadFields({ company: `Empresa ${randomBytes(3).toString('hex')}` }),
      utm: { source: 'newsletter', campaign: 'erp-2027' },
      page: '/blogs/erp',
      ...overrides,
    },
    freshAddress(),
  );
  if (!result.ok) throw new Error('the lead was refused');
  return result;
}

const sendToOdoo = (id: string) => app.outbox.deliver(app.leads.leadChannels.odoo, id);
const crmLeadsOf = (leadId: string) =>
  odoo.records('crm.lead').filter((record) => String(record.description ?? '').includes(leadId));
const salesEvents = () =>
  salesHook.received.map((message) => (message.body as { event: string }).event);
const outageAlerts = () =>
  salesEvents().filter((event) => event === 'delivery.held' || event === 'delivery.resumed');
const deletionOf = async (leadId: string) =>
  (await db().collection('bajas-odoo').doc(leadId).get()).data();

/** Waits until a deletion's `settlesAt`: no earlier send of its lead can still commit in Odoo. */
async function untilSettled(leadId: string) {
  const settlesAt = (await deletionOf(leadId))?.settlesAt.toMillis() as number;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, settlesAt - Date.now())));
}

const deleteInOdoo = (leadId: string) =>
  app.outbox.deliver(app.leads.odooDeletionChannel, leadId, { ignoreBackoff: true });
/** Sends the lead and lets Odoo commit it only after our 1.5 s timeout (at 2.2 s). */
async function sendCommittedLate(leadId: string) {
  odoo.commitLateMs = 2200;
  expect(await sendToOdoo(leadId)).toBe('failed');
  expect(await odooOf(leadId)).toMatchObject({ status: 'pending', attempts: 1 });
  expect(crmLeadsOf(leadId)).toEqual([]); // still running in Odoo
}

describe('a lead into Odoo', () => {
  it('becomes one crm.lead with the contract values, and sales hear of it without the email', async () => {
    const { leadId, noticeIds } = await storeLead();
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    const [created, ...others] = crmLeadsOf(leadId);
    expect(others).toEqual([]);
    const fields = leadFields();
    expect(created).toMatchObject({
      name: expect.stringMatching(/^Solicitud de demo: Empresa /),
      contact_name: fields.name,
      email_from: fields.email,
      phone: fields.phone,
      function: fields.jobTitle,
      city: fields.city,
      type: 'lead',
    });
    expect(created?.country_id).toEqual(expect.any(Number));
    expect(String(created?.description)).toContain('/blogs/erp');
    const record = await odooOf(leadId);
    expect(record).toMatchObject({
      status: 'forwarded',
      attempts: 1,
      upstreamId: String(created?.id),
    });
    expect((await leadRecord(leadId))?.status).toBe('forwarded');

    await app.outbox.deliverInBackground(app.leads.salesNoticeChannel, noticeIds);
    const notice = salesHook.received.find((message) => message.key === leadId);
    expect(notice?.body).toMatchObject({ event: 'lead.new', leadId, page: '/blogs/erp' });
    const text = JSON.stringify(notice?.body);
    expect(text).not.toContain(fields.email);
    expect(text).not.toContain(fields.phone);
  });

  it('is created once when the answer to its create was lost', async () => {
    const { leadId } = await storeLead();
    odoo.failAfterCreate = true;
    expect(await sendToOdoo(leadId)).toBe('failed');
    expect(await odooOf(leadId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(crmLeadsOf(leadId)).toHaveLength(1);

    odoo.failAfterCreate = false;
    expect(
      await app.outbox.deliver(app.leads.leadChannels.odoo, leadId, { ignoreBackoff: true }),
    ).toBe('forwarded');
    const [only, ...more] = crmLeadsOf(leadId);
    expect(more).toEqual([]);
    expect(await odooOf(leadId)).toMatchObject({
      status: 'forwarded',
      upstreamId: String(only?.id),
    });
  });

  it('is created once when two senders race for it', async () => {
    const ids = await Promise.all([storeLead(), storeLead(), storeLead()]);
    odoo.slowMs = 200;
    await Promise.all([
      ...ids.map(({ leadId }) => sendToOdoo(leadId)),
      ...ids.map(({ leadId }) => sendToOdoo(leadId)),
      app.background.sweepOutbox({ only: ['leads'] }),
    ]);
    for (const { leadId } of ids) {
      expect(crmLeadsOf(leadId)).toHaveLength(1);
      expect((await odooOf(leadId))?.status).toBe('forwarded');
    }
  });

  it("with Odoo's complaint about this lead it fails, and staff can send it again", async () => {
    const { leadId } = await storeLead();
    odoo.rejectCreates = 'El correo electrónico no es válido';
    expect(await sendToOdoo(leadId)).toBe('failed');
    const failed = await odooOf(leadId);
    expect(failed?.status).toBe('failed');
    expect(failed?.lastError).toContain('El correo electrónico no es válido');
    expect((await leadRecord(leadId))?.status).toBe('failed');

    odoo.rejectCreates = undefined; // corrected in Odoo
    expect(await app.leads.retryLead(leadId)).toBe('queued');
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    expect(await app.leads.retryLead(leadId)).toBe('nothing');
    expect(await app.leads.retryLead('no-existe-este-lead')).toBe('unknown');
  });
});

describe('an expired key', () => {
  it('holds every lead, alerts sales once, says so in health, and each goes once with a new key', async () => {
    salesHook.received.length = 0;
    odoo.expiredKey = true;
    const leads = await Promise.all([storeLead(), storeLead()]);
    for (const { leadId } of leads) expect(await sendToOdoo(leadId)).toBe('failed');
    for (const { leadId } of leads) {
      const held = await odooOf(leadId);
      expect(held).toMatchObject({ status: 'held', attempts: 1 });
      expect(held?.lastError).toContain('401');
      const wait = held?.nextAttemptAt.toMillis() - Date.now();
      expect(wait).toBeGreaterThan(14 * 60_000);
      expect((await leadRecord(leadId))?.status).toBe('held');
    }
    expect(await app.leads.noLeadHeld()).toBe(false);
    expect((await app.leads.heldDestinations()).map((outage) => outage.destination)).toEqual([
      'odoo',
    ]);
    await expect
      .poll(() => salesEvents().filter((event) => event === 'delivery.held').length)
      .toBe(1);
    // Still refused: still held, no second alert.
    expect(await app.leads.retryAllLeads()).toEqual(
      expect.arrayContaining(leads.map((l) => l.leadId)),
    );
    for (const { leadId } of leads) await sendToOdoo(leadId);
    expect(salesEvents().filter((event) => event === 'delivery.held')).toHaveLength(1);

    // The operator sets a new key: 'Reintentar todos' sends each exactly once.
    odoo.expiredKey = false;
    await app.leads.retryAllLeads();
    await app.background.sweepOutbox({ only: ['leads'] });
    for (const { leadId } of leads) {
      expect(crmLeadsOf(leadId)).toHaveLength(1);
      expect((await odooOf(leadId))?.status).toBe('forwarded');
    }
    expect(await app.leads.noLeadHeld()).toBe(true);
    expect(await app.leads.heldDestinations()).toEqual([]);
    await expect
      .poll(() => salesEvents().filter((event) => event === 'delivery.resumed').length)
      .toBe(1);
  });
});

describe("a person's deletion", () => {
  it('deletes their leads in Odoo through the outbox, held while Odoo refuses us', async () => {
    const email = freshEmail();
    const { leadId } = await storeLead({ email });
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    expect(crmLeadsOf(leadId)).toHaveLength(1);

    const result = await app.privacy.deletePersonalData(email, 'privacidad@andinadigital.cl');
    expect(result).toEqual({ deleted: { leads: 1, requests: 0 }, forwarded: [] });
    expect(await leadRecord(leadId)).toBeUndefined();

    odoo.expiredKey = true;
    const deletion = () =>
      app.outbox.deliver(app.leads.odooDeletionChannel, leadId, { ignoreBackoff: true });
    expect(await deletion()).toBe('failed');
    const held = (await db().collection('bajas-odoo').doc(leadId).get()).data();
    expect(held).toMatchObject({ status: 'held', leadId });
    expect(crmLeadsOf(leadId)).toHaveLength(1);

    odoo.expiredKey = false;
    expect(await deletion()).toBe('forwarded');
    expect(crmLeadsOf(leadId)).toEqual([]);
  });
});

const privacyStaff = 'privacidad@andinadigital.cl';

/** Every run of the minute job, and what it sends once its answer is out. */
const minuteJob = async () => (await app.background.runMinuteJobs()).afterwards();

/** A lead held at Odoo (its key refused), then blocked on request (Ley 21.719). */
async function blockedHeldLead() {
  odoo.expiredKey = true;
  const email = freshEmail();
  const { leadId } = await storeLead({ email });
  expect(await sendToOdoo(leadId)).toBe('failed');
  expect((await odooOf(leadId))?.status).toBe('held');
  expect(await app.privacy.setBlocked(email, true, privacyStaff)).toEqual({ leads: 1, due: [] });
  return { leadId, email };
}

/** Unblocked: due at once, and sent exactly once whatever runs after. */
async function unblockedGoesOnce(leadId: string, email: string) {
  expect(await app.privacy.setBlocked(email, false, privacyStaff)).toEqual({
    leads: 1,
    due: [leadId],
  });
  const due = await odooOf(leadId);
  expect(due?.status).toBe('pending');
  expect(due?.nextAttemptAt.toMillis()).toBeLessThanOrEqual(Date.now());
  await minuteJob();
  await app.background.sweepOutbox({ ignoreBackoff: true });
  expect(await app.leads.retryLead(leadId)).toBe('nothing');
  expect(crmLeadsOf(leadId)).toHaveLength(1);
  expect((await leadRecord(leadId))?.status).toBe('forwarded');
}

describe('a blocked lead', () => {
  it('stays out of Odoo when its held destination recovers, and goes once unblocked', async () => {
    const { leadId, email } = await blockedHeldLead();
    const other = await storeLead();
    expect(await sendToOdoo(other.leadId)).toBe('failed');

    // A new key: Odoo accepts the other lead, the outage ends, the held leads are due.
    odoo.expiredKey = false;
    expect(
      await app.outbox.deliver(app.leads.leadChannels.odoo, other.leadId, { ignoreBackoff: true }),
    ).toBe('forwarded');
    // Not released with the held leads: nothing is due.
    expect((await odooOf(leadId))?.nextAttemptAt).toBeUndefined();
    await minuteJob();
    await app.background.sweepOutbox({ ignoreBackoff: true });
    expect(await app.leads.retryLead(leadId)).toBe('nothing');
    expect(await app.leads.retryAllLeads()).not.toContain(leadId);
    await app.background.sweepOutbox({ ignoreBackoff: true });
    expect(crmLeadsOf(other.leadId)).toHaveLength(1);
    expect(crmLeadsOf(leadId)).toEqual([]);
    const blocked = await leadRecord(leadId);
    expect(blocked?.status).toBe('blocked');
    expect(blocked?.destinations.odoo.nextAttemptAt).toBeUndefined();

    await unblockedGoesOnce(leadId, email);
  });

  it('is refused by the outbox on every path, whatever made it due', async () => {
    const { leadId, email } = await blockedHeldLead();
    odoo.expiredKey = false;
    const sweepLeads = () => app.background.sweepOutbox({ only: ['leads'] });
    const paths: Record<string, () => Promise<unknown>> = {
      'after the answer': () => app.leads.sendLeadInBackground(leadId),
      'the minute job': minuteJob,
      'npm run outbox:retry -- --all': () => app.background.sweepOutbox({ ignoreBackoff: true }),
      Reintentar: async () => {
        expect(await app.leads.retryLead(leadId)).toBe('nothing');
        await sweepLeads();
      },
      'Reintentar todos': async () => {
        expect(await app.leads.retryAllLeads()).not.toContain(leadId);
        await sweepLeads();
      },
      'waiting leads enrolled': async () => {
        expect(await app.leads.enrollWaitingLeads()).not.toContain(leadId);
        await sweepLeads();
      },
    };
    for (const [path, run] of Object.entries(paths)) {
      // Due again, as a release of held leads that read it just before the block leaves it.
      await db()
        .collection('leads')
        .doc(leadId)
        .update({ 'destinations.odoo.nextAttemptAt': new Date() });
      await run();
      expect(crmLeadsOf(leadId), path).toEqual([]);
      const lead = await leadRecord(leadId);
      expect(lead?.status, path).toBe('blocked');
      // Taken out of the outbox again, so sweeps stop listing it.
      expect(lead?.destinations.odoo.nextAttemptAt, path).toBeUndefined();
    }

    await unblockedGoesOnce(leadId, email);
  });

  it("stays out of Odoo when another person's deletion ends the outage", async () => {
    const { leadId, email } = await blockedHeldLead();
    const otherEmail = freshEmail();
    const other = await storeLead({ email: otherEmail });
    expect(await sendToOdoo(other.leadId)).toBe('failed');
    await app.privacy.deletePersonalData(otherEmail, privacyStaff);

    odoo.expiredKey = false;
    // Its lead was never forwarded: the deletion waits until no earlier send could still commit.
    await untilSettled(other.leadId);
    const deletion = () =>
      app.outbox.deliver(app.leads.odooDeletionChannel, other.leadId, { ignoreBackoff: true });
    expect(await deletion()).toBe('forwarded');
    expect(await app.leads.heldDestinations()).toEqual([]);
    await minuteJob();
    await app.background.sweepOutbox({ ignoreBackoff: true });
    expect(crmLeadsOf(leadId)).toEqual([]);
    expect((await leadRecord(leadId))?.status).toBe('blocked');

    await unblockedGoesOnce(leadId, email);
  });
});

describe('retention of sales notices and deletions in Odoo', () => {
  it('deletes each 90 days after it was sent, never one still to send', async () => {
    const day = 24 * 60 * 60 * 1000;
    const notices = db().collection('avisos-ventas');
    const deletions = db().collection('bajas-odoo');

    // A sales notice sent, and a deletion done in Odoo.
    const sent = await storeLead();
    await app.outbox.deliverInBackground(app.leads.salesNoticeChannel, sent.noticeIds);
    const email = freshEmail();
    const { leadId } = await storeLead({ email });
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    await app.privacy.deletePersonalData(email, privacyStaff);
    expect(await app.outbox.deliver(app.leads.odooDeletionChannel, leadId)).toBe('forwarded');
    const sentNotice = notices.doc(sent.noticeIds[0]!);
    const doneDeletion = deletions.doc(leadId);
    let sentAt = 0;
    for (const ref of [sentNotice, doneDeletion]) {
      const message = (await ref.get()).data();
      expect(message?.status).toBe('forwarded');
      expect(message?.expiresAt.toMillis()).toBe(message?.forwardedAt.toMillis() + 90 * day);
      sentAt = Math.max(sentAt, message?.forwardedAt.toMillis());
    }

    // Still to send: a sales notice, and a deletion held while Odoo refuses us.
    const unsent = notices.doc((await storeLead()).noticeIds[0]!);
    odoo.expiredKey = true;
    const heldEmail = freshEmail();
    const held = await storeLead({ email: heldEmail });
    expect(await sendToOdoo(held.leadId)).toBe('failed');
    await app.privacy.deletePersonalData(heldEmail, privacyStaff);
    expect(await app.outbox.deliver(app.leads.odooDeletionChannel, held.leadId)).toBe('failed');
    const heldDeletion = deletions.doc(held.leadId);
    for (const ref of [unsent, heldDeletion]) {
      const message = (await ref.get()).data();
      expect(message?.status).not.toBe('forwarded');
      expect(message?.expiresAt).toBeUndefined();
    }
    // (Messages sent before `expiresAt` was written got it from `npm run migrate`.)
    const exists = async (ref: typeof sentNotice) => (await ref.get()).exists;
    await app.privacy.deleteExpiredRecords({ now: new Date(sentAt + 89 * day) });
    expect(await exists(sentNotice)).toBe(true);
    expect(await exists(doneDeletion)).toBe(true);

    const deleted = await app.privacy.deleteExpiredRecords({ now: new Date(sentAt + 90 * day) });
    expect(deleted.salesNotices).toBeGreaterThanOrEqual(1);
    expect(deleted.odooDeletions).toBeGreaterThanOrEqual(1);
    expect(await exists(sentNotice)).toBe(false);
    expect(await exists(doneDeletion)).toBe(false);
    expect(await exists(unsent)).toBe(true);
    expect(await exists(heldDeletion)).toBe(true);
  });
});

describe('Odoo committing after our timeout', () => {
  it('leaves exactly one crm.lead, however the retries fall', async () => {
    const { leadId } = await storeLead();
    await sendCommittedLate(leadId);
    // The retry runs while the first create is still open in Odoo, and again after it committed.
    await app.outbox.deliver(app.leads.leadChannels.odoo, leadId, { ignoreBackoff: true });
    await odoo.lateCommits();
    await app.outbox.deliver(app.leads.leadChannels.odoo, leadId, { ignoreBackoff: true });
    const [only, ...more] = crmLeadsOf(leadId);
    expect(more).toEqual([]);
    expect(await odooOf(leadId)).toMatchObject({
      status: 'forwarded',
      upstreamId: String(only?.id),
    });
  });

  it("still reaches the late record with a person's deletion made meanwhile", async () => {
    const email = freshEmail();
    const { leadId } = await storeLead({ email });
    await sendCommittedLate(leadId);
    await app.privacy.deletePersonalData(email, 'privacidad@andinadigital.cl');
    const first = await deleteInOdoo(leadId); // Odoo has not committed the lead yet
    await odoo.lateCommits();
    expect(crmLeadsOf(leadId)).toHaveLength(1);
    await deleteInOdoo(leadId);
    expect(crmLeadsOf(leadId)).toEqual([]);

    // Not done while a send may still commit: it looks again until settlesAt (3 s here).
    expect(first).toBe('failed');
    const waiting = await deletionOf(leadId);
    expect(waiting).toMatchObject({ status: 'pending' });
    expect(waiting?.lastError).toMatch(/Odoo podría confirmar tarde/);
    await untilSettled(leadId);
    expect(await deleteInOdoo(leadId)).toBe('forwarded');
    expect(crmLeadsOf(leadId)).toEqual([]);
  });
});

describe('Odoo refusing one record while it accepts the key', () => {
  it("holds that message alone with Odoo's message: no alert, Odoo not held, others go", async () => {
    const alertsBefore = outageAlerts().length;
    const email = freshEmail();
    const company = `Vetada ${randomBytes(3).toString('hex')}`;
    const { leadId } = await storeLead({ email, company });
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    odoo.refuseRecordsWith = company; // a record rule on this lead only
    await app.privacy.deletePersonalData(email, 'privacidad@andinadigital.cl');
    expect(await deleteInOdoo(leadId)).toBe('failed');
    const held = await deletionOf(leadId);
    expect(held).toMatchObject({ status: 'held', leadId });
    expect(held?.lastError).toMatch(/^Odoo respondió 403: Due to security restrictions/);
    expect(held?.nextAttemptAt.toMillis() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(crmLeadsOf(leadId)).toHaveLength(1);

    // A lead the import refuses for its own row fails, with Odoo's message, alone too.
    const refused = await storeLead({ company: `${company} Dos` });
    expect(await sendToOdoo(refused.leadId)).toBe('failed');
    expect((await odooOf(refused.leadId))?.lastError).toMatch(/Due to security restrictions/);

    const other = await storeLead();
    expect(await sendToOdoo(other.leadId)).toBe('forwarded');
    expect(await app.leads.heldDestinations()).toEqual([]);
    expect(await app.leads.noLeadHeld()).toBe(true);
    expect(outageAlerts()).toHaveLength(alertsBefore);

    odoo.refuseRecordsWith = undefined; // the rule is fixed
    expect(await deleteInOdoo(leadId)).toBe('forwarded');
    expect(crmLeadsOf(leadId)).toEqual([]);
    expect(outageAlerts()).toHaveLength(alertsBefore);
  });
});

describe("Odoo refusing the bot's rights on crm.lead", () => {
  it('holds the destination with one alert, as for an expired key, and each goes once restored', async () => {
    salesHook.received.length = 0;
    odoo.deniedAccess.add('crm.lead.create'); // the bot lost its CRM rights: every lead refused
    const leads = await Promise.all([storeLead(), storeLead()]);
    for (const { leadId } of leads) expect(await sendToOdoo(leadId)).toBe('failed');
    for (const { leadId } of leads) {
      const held = await odooOf(leadId);
      expect(held).toMatchObject({ status: 'held', attempts: 1 });
      expect(held?.lastError).toContain('no tiene permiso de create en crm.lead');
    }
    expect((await app.leads.heldDestinations()).map((outage) => outage.destination)).toEqual([
      'odoo',
    ]);
    for (const { leadId } of leads) await sendToOdoo(leadId);
    await expect
      .poll(() => salesEvents().filter((event) => event === 'delivery.held').length)
      .toBe(1);
    expect(odoo.callCount('crm.lead.has_access')).toBeGreaterThan(0);

    odoo.deniedAccess.clear();
    await app.leads.retryAllLeads();
    await app.background.sweepOutbox({ only: ['leads'] });
    for (const { leadId } of leads) {
      expect(crmLeadsOf(leadId)).toHaveLength(1);
      expect((await odooOf(leadId))?.status).toBe('forwarded');
    }
    expect(await app.leads.heldDestinations()).toEqual([]);
    await expect
      .poll(() => salesEvents().filter((event) => event === 'delivery.resumed').length)
      .toBe(1);
    expect(salesEvents().filter((event) => event === 'delivery.held')).toHaveLength(1);
  });
});

describe('a block during a send', () => {
  it("keeps the send's lease, so a deletion after it still waits for that send", async () => {
    const email = freshEmail();
    const { leadId } = await storeLead({ email });
    const channel = app.leads.leadChannels.odoo;
    let claimed!: () => void;
    const hasClaimed = new Promise<void>((resolve) => (claimed = resolve));
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    const stalled = app.outbox.deliver(
      {
        ...channel,
        async send(id, data, attempt) {
          claimed();
          await woken;
          return channel.send(id, data, attempt);
        },
      },
      leadId,
    );
    await hasClaimed;
    const inFlight = await odooOf(leadId);
    expect(inFlight).toMatchObject({ status: 'forwarding', attempts: 1 });
    const leaseEnd = inFlight?.nextAttemptAt.toMillis() as number;
    expect(leaseEnd).toBeGreaterThan(Date.now());

    await app.privacy.setBlocked(email, true, 'privacidad@andinadigital.cl');
    const blocked = await odooOf(leadId);
    expect((await leadRecord(leadId))?.status).toBe('blocked');
    expect(blocked).toMatchObject({ status: 'forwarding', claimToken: inFlight?.claimToken });
    expect(blocked?.nextAttemptAt.toMillis()).toBe(leaseEnd);

    await app.privacy.deletePersonalData(email, 'privacidad@andinadigital.cl');
    const deletion = await deletionOf(leadId);
    expect(deletion?.nextAttemptAt.toMillis()).toBeGreaterThanOrEqual(leaseEnd);
    expect(deletion?.settlesAt.toMillis()).toBeGreaterThanOrEqual(leaseEnd + 3000);
    wake();
    await stalled;
  });

  it("records a blocked lead's send in flight as sent, and the lead stays blocked", async () => {
    const email = freshEmail();
    const { leadId } = await storeLead({ email });
    const channel = app.leads.leadChannels.odoo;
    let claimed!: () => void;
    const hasClaimed = new Promise<void>((resolve) => (claimed = resolve));
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    const stalled = app.outbox.deliver(
      {
        ...channel,
        async send(id, data, attempt) {
          claimed();
          await woken;
          return channel.send(id, data, attempt);
        },
      },
      leadId,
    );
    await hasClaimed;
    await app.privacy.setBlocked(email, true, 'privacidad@andinadigital.cl');
    wake();
    expect(await stalled).toBe('forwarded');
    expect(await odooOf(leadId)).toMatchObject({ status: 'forwarded' });
    expect((await leadRecord(leadId))?.status).toBe('blocked');
    await app.privacy.deletePersonalData(email, 'privacidad@andinadigital.cl');
  });
});

describe("a person's unsent sales notices", () => {
  const noticeExists = async (id: string) =>
    (await db().collection('avisos-ventas').doc(id).get()).exists;

  it('are deleted with the person, and stopped (deleted) when the person is blocked', async () => {
    const deleted = freshEmail();
    const first = await storeLead({ email: deleted });
    const blocked = freshEmail();
    const second = await storeLead({ email: blocked });
    const other = await storeLead({ email: freshEmail() });
    for (const { noticeIds } of [first, second, other]) {
      expect(noticeIds.length).toBeGreaterThan(0);
      for (const id of noticeIds) expect(await noticeExists(id)).toBe(true);
    }
    await app.privacy.deletePersonalData(deleted, 'privacidad@andinadigital.cl');
    for (const id of first.noticeIds) expect(await noticeExists(id)).toBe(false);
    await app.privacy.setBlocked(blocked, true, 'privacidad@andinadigital.cl');
    for (const id of second.noticeIds) expect(await noticeExists(id)).toBe(false);
    salesHook.received.length = 0;
    await app.background.sweepOutbox({ ignoreBackoff: true, only: ['leads'] });
    const told = salesHook.received.map((message) => (message.body as { leadId?: string }).leadId);
    expect(told).not.toContain(first.leadId);
    expect(told).not.toContain(second.leadId);
    // Another person's notice is untouched.
    for (const id of other.noticeIds) expect(await noticeExists(id)).toBe(true);
    await app.privacy.setBlocked(blocked, false, 'privacidad@andinadigital.cl');
  });
});
