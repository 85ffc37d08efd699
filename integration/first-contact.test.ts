/**
 * First contact on Firestore (Google's emulator, see firestore-app.ts) with the Odoo stand-in
 * (e2e/odoo/odoo-stand-in.ts, JSON-2) and a sales chat hook stand-in: with sales hours always on
 * and a one-minute limit, an untouched lead is announced once (`lead.waiting`) however many
 * instances run the minute jobs together; moving its stage in Odoo stops its clock and the desk
 * shows the time it took; the poll asks Odoo once a minute, whatever the number of leads.
 * Instants are injected (the stand-in's clock, the minute jobs' `now`): Wednesday 2 December
 * 2026, an ordinary working day in Chile (holidays are never business time).
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

const server = () =>
  serverWith(
    {
      ...odoo.settings(),
      ODOO_TIMEOUT_MS: '1500',
      ODOO_ACK_TEMPLATE: '',
      LEADS_UPSTREAM_URL: '',
      SALES_WEBHOOK_URLS: salesHook.url('/ventas'),
      SHIFT_WEBHOOK_URLS: '',
      SALES_HOURS: 'lun-dom 00:00-24:00',
      SALES_FIRST_CONTACT_MINUTES: '1',
    },
    async () => ({
      firebase: await import('@/lib/firebase'),
      leads: await import('@/lib/leads'),
      store: await import('@/lib/leads'),
      outbox: await import('@/lib/outbox'),
      background: await import('@/lib/background'),
    }),
  );
let one: Awaited<ReturnType<typeof server>>;
let two: Awaited<ReturnType<typeof server>>;

withFirestore(
  async () => {
    await odoo.start();
    await salesHook.start();
    // Two instances: each its own module graph over the same Firestore.
    one = await server();
    two = await server();
  },
  async () => {
    await odoo.stop();
    await salesHook.stop();
  },
);

/** The minute the tests are at: each test moves on, as the poll claims each minute once. */
let minute = Date.parse('2026-12-02T13:00:00Z');
const at = (offset: number) => new Date(minute + offset * 60_000);
afterEach(() => {
  minute += 60 * 60_000;
  odoo.clock = Date.now;
});

const db = () => one.firebase.adminDb();
const leadRecord = async (id: string) =>
  (await db().collection('leads').doc(id).get()).data() as DocumentData;
const freshAddress = () =>
  `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;

/** A lead stored, then created in Odoo at `minute` (the stand-in's clock): its Odoo id. */
async function leadInOdoo() {
  const result = await one.store.submitLead(
    {
      ...leadFields({
        company: `Empresa ${randomBytes(3).toString('hex')}`,
        email: `persona.${randomBytes(4).toString('hex')}@empresa.cl`,
      }),
    },
    freshAddress(),
  );
  if (!result.ok) throw new Error('the lead was refused');
  odoo.clock = () => minute;
  expect(await one.outbox.deliver(one.leads.leadChannels.odoo, result.leadId)).toBe('forwarded');
  const odooId = Number((await leadRecord(result.leadId)).destinations.odoo.upstreamId);
  return { leadId: result.leadId, odooId };
}

/**
 * Both instances run the minute jobs at once, and send what they recorded. The notices are due
 * at the injected instant, days ahead of the real clock the outbox reads: the sweep ignores
 * backoff, as `npm run outbox:retry` does.
 */
async function tickBoth(now: Date) {
  const ticks = await Promise.all([
    one.background.runMinuteJobs(now.getTime()),
    two.background.runMinuteJobs(now.getTime()),
  ]);
  for (const tick of ticks) expect(tick.failures).toEqual([]);
  await Promise.all(ticks.map((tick) => tick.afterwards()));
  await sendNotices();
}

const sendNotices = () =>
  Promise.all(
    [one, two].map((app) => app.background.sweepOutbox({ only: ['sales'], ignoreBackoff: true })),
  );

/** Both instances poll at once (the minute job's part alone: quicker than every job). */
async function pollBoth(now: Date) {
  await Promise.all([one.leads.pollFirstContact(now), two.leads.pollFirstContact(now)]);
  await sendNotices();
}

const waitingNotices = (leadId: string) =>
  salesHook.received.filter((request) => request.key === one.leads.waitingNoticeId(leadId));
const deskContact = async (leadId: string) => {
  const page = await one.store.listLeads({ limit: 100, privacy: false });
  return page.leads.find((lead) => lead.id === leadId);
};

describe('first contact', () => {
  it('announces an untouched lead once, whichever instances tick; its stage move stops the clock', async () => {
    const { leadId, odooId } = await leadInOdoo();
    const email = String((await leadRecord(leadId)).email);

    await tickBoth(at(1));
    await pollBoth(at(2));
    const [notice, ...again] = waitingNotices(leadId);
    expect(again).toEqual([]);
    expect(notice?.body).toMatchObject({
      event: 'lead.waiting',
      leadId,
      businessMinutes: 1,
      odooUrl: `${odoo.url()}/odoo/crm/${odooId}`,
    });
    expect(JSON.stringify(notice?.body)).not.toContain(email);
    expect((await leadRecord(leadId)).contact).toMatchObject({ late: true, contactedAt: null });
    const late = await one.store.listLeads({ limit: 100, privacy: false, contact: 'late' });
    expect(late.leads.map((lead) => lead.id)).toContain(leadId);

    // A salesperson moves it in Odoo 3 minutes after its creation: contacted then.
    odoo.clock = () => at(3).getTime();
    odoo.moveLead(odooId, { stage: 'Calificado' });
    await pollBoth(at(5));
    expect(await deskContact(leadId)).toMatchObject({
      contact: { contactedAt: at(3).toISOString(), businessMinutes: 3, late: true },
    });
    const stillLate = await one.store.listLeads({ limit: 100, privacy: false, contact: 'late' });
    expect(stillLate.leads.map((lead) => lead.id)).not.toContain(leadId);
    expect((await leadRecord(leadId)).awaitingContact).toBe(false);
    await pollBoth(at(8));
    expect(waitingNotices(leadId)).toHaveLength(1);
  });

  it('counts a conversion to an opportunity as the first contact', async () => {
    const { leadId, odooId } = await leadInOdoo();
    odoo.moveLead(odooId, { type: 'opportunity' });
    await one.leads.pollFirstContact(at(0.5));
    expect(await deskContact(leadId)).toMatchObject({
      contact: { contactedAt: at(0.5).toISOString(), businessMinutes: 0, late: false },
    });
  });

  it('asks Odoo once a minute, however many leads wait', async () => {
    const leads = await Promise.all([1, 2, 3, 4, 5].map(() => leadInOdoo()));
    odoo.resetCalls();
    await Promise.all([
      one.leads.pollFirstContact(at(0)),
      two.leads.pollFirstContact(at(0)),
      one.leads.pollFirstContact(at(0.9)),
    ]);
    expect(odoo.callCount('crm.lead.search_read')).toBe(1);
    expect(odoo.totalCalls()).toBe(1);
    const polled = await one.leads.pollFirstContact(at(1));
    expect(polled.asked).toBeGreaterThanOrEqual(leads.length);
    expect(odoo.callCount('crm.lead.search_read')).toBe(2);
    // Each lead now knows its creation in Odoo and its first stage.
    for (const { leadId } of leads) {
      expect((await leadRecord(leadId)).contact).toMatchObject({ firstStageId: 1 });
    }
  });

  it('asks Odoo in chunks of at most 200 ids, and drops leads past 30 days without asking', async () => {
    // 450 leads waiting (written directly: sending 450 through the stand-in is slow).
    const created = new Date(minute - 5 * 60_000);
    const batch = db().batch();
    const fresh: string[] = [];
    for (let index = 0; index < 450; index += 1) {
      const ref = db().collection('leads').doc();
      fresh.push(ref.id);
      batch.set(ref, {
        ...leadFields({ company: `Lote ${index}` }),
        createdAt: created,
        status: 'forwarded',
        awaitingContact: true,
        destinations: {
          odoo: { status: 'forwarded', attempts: 1, upstreamId: String(900_000 + index) },
        },
      });
    }
    // Two more, 31 days old: one Odoo already told us about, one it never did.
    const old = new Date(minute - 31 * 24 * 3600_000);
    const known = db().collection('leads').doc();
    const unknown = db().collection('leads').doc();
    for (const [ref, contact] of [
      [
        known,
        {
          odooCreatedAt: old,
          firstStageId: 1,
          contactedAt: null,
          lateAt: old,
          late: true,
          done: false,
        },
      ],
      [unknown, undefined],
    ] as const) {
      batch.set(ref, {
        ...leadFields({ company: 'Antigua' }),
        createdAt: old,
        status: 'forwarded',
        awaitingContact: true,
        ...(contact && { contact }),
        destinations: { odoo: { status: 'forwarded', attempts: 1, upstreamId: '800001' } },
      });
    }
    await batch.commit();
    odoo.resetCalls();
    const polled = await one.leads.pollFirstContact(at(0));
    expect(odoo.idsAsked.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...odoo.idsAsked)).toBeLessThanOrEqual(200);
    expect(odoo.idsAsked.reduce((sum, count) => sum + count, 0)).toBe(polled.asked);
    expect(polled.asked).toBeGreaterThanOrEqual(450);
    for (const ref of [known, unknown]) {
      const record = (await ref.get()).data() as DocumentData;
      expect(record.awaitingContact).toBe(false);
      expect(record.contact).toMatchObject({ done: true });
    }
    expect(odoo.idsAsked).not.toContain(0);
    // Gone from Odoo (ids the stand-in never had): done, so the next poll asks nothing of them.
    odoo.resetCalls();
    await one.leads.pollFirstContact(at(1));
    expect(odoo.idsAsked.reduce((sum, count) => sum + count, 0)).toBeLessThan(450);
    await Promise.all(fresh.map((id) => db().collection('leads').doc(id).delete()));
    await Promise.all([known, unknown].map((ref) => ref.delete()));
  });

  it('never announces a blocked lead', async () => {
    const { leadId } = await leadInOdoo();
    await db()
      .collection('leads')
      .doc(leadId)
      .update({ status: 'blocked', awaitingContact: false });
    await pollBoth(at(10));
    expect(waitingNotices(leadId)).toEqual([]);
  });

  it('answers the median business minutes to first contact of the last 30 days', async () => {
    const median = await one.leads.medianFirstContactMinutes(at(0));
    // The leads contacted above: in 3 minutes and in 0 (the rounded mean of the middle two).
    expect(median).toBe(2);
  });
});
