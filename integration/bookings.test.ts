/**
 * Bookings reach the lead (docs/contracts.md), on Firestore (Google's emulator) with the Odoo
 * stand-in (JSON-2): Calendly's deliveries, signed as Calendly signs them, reach the person's
 * lead; repeated, out of order or at once they end in one state and one Meeting activity in
 * Odoo; a lost answer leaves one activity; a booking stops the first-contact clock; a booking
 * with no lead makes one (`agenda`); a blocked person's goes nowhere; bad deliveries store nothing.
 */
import { randomBytes } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendlyRequest,
  calendlySigningKey,
  inviteeDelivery,
} from '../e2e/calendly/calendly-requests';
import { leadFields } from '../e2e/leads/lead-fields';
import { OdooStandIn } from '../e2e/odoo/odoo-stand-in';
import { serverWith, withFirestore } from './firestore-app';

/** The work the answers started after them, as Next runs it: at once, nobody waiting. */
const background: Promise<unknown>[] = [];
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  after: (task: () => unknown) => void background.push(Promise.resolve().then(task)),
}));
const settle = async () => {
  while (background.length) await Promise.all(background.splice(0));
};

const odoo = new OdooStandIn({ port: 0, apiKey: 'odoo-bot-key-0123456789', database: 'andina' });

const settings = (signingKey: string) => ({
  ...odoo.settings(),
  ODOO_TIMEOUT_MS: '800',
  ODOO_REQUEST_LIMIT_S: '130',
  ODOO_TEAM: '',
  ODOO_ACK_TEMPLATE: '',
  LEADS_UPSTREAM_URL: '',
  SALES_WEBHOOK_URLS: '',
  SHIFT_WEBHOOK_URLS: '',
  SALES_HOURS: 'lun-dom 00:00-24:00',
  SALES_FIRST_CONTACT_MINUTES: '1',
  CALENDLY_WEBHOOK_SIGNING_KEY: signingKey,
});
const modules = async () => ({
  firebase: await import('@/lib/firebase'),
  leads: await import('@/lib/leads'),
  outbox: await import('@/lib/outbox'),
  privacy: await import('@/lib/privacy'),
  route: await import('@/app/api/bookings/calendly/route'),
});
let app: Awaited<ReturnType<typeof modules>>;

withFirestore(
  async () => {
    await odoo.start();
    app = await serverWith(settings(calendlySigningKey), modules);
  },
  () => odoo.stop(),
);

afterEach(() => odoo.resetFaults());

const db = () => app.firebase.adminDb();
const freshEmail = () => `persona.${randomBytes(4).toString('hex')}@empresa.cl`;
const freshInvitee = () => randomBytes(6).toString('hex').toUpperCase();
const leadsOf = async (email: string) =>
  (await db().collection('leads').where('emailNormalized', '==', email.toLowerCase()).get()).docs;
const leadRecord = async (id: string) =>
  (await db().collection('leads').doc(id).get()).data() as DocumentData;

async function storeLeadInOdoo(email: string) {
  const result = await app.leads.submitLead(
    { ...leadFields({ email, company: `Empresa ${randomBytes(3).toString('hex')}` }), page: '/' },
    `2001:db8::${randomBytes(2).toString('hex')}`,
  );
  if (!result.ok) throw new Error('the lead was refused');
  expect(await app.outbox.deliver(app.leads.leadChannels.odoo, result.leadId)).toBe('forwarded');
  const odooId = Number((await leadRecord(result.leadId)).destinations.odoo.upstreamId);
  return { leadId: result.leadId, odooId };
}

async function post(
  event: 'invitee.created' | 'invitee.canceled',
  options: Parameters<typeof inviteeDelivery>[1],
) {
  const response = await app.route.POST(calendlyRequest(inviteeDelivery(event, options)));
  await settle();
  return response.status;
}

const activitiesOf = (odooId: number) =>
  odoo
    .records('mail.activity')
    .filter((row) => row.res_model === 'crm.lead' && row.res_id === odooId);
const notesOf = (odooId: number) =>
  odoo
    .records('mail.message')
    .filter(
      (row) =>
        row.model === 'crm.lead' &&
        row.res_id === odooId &&
        String(row.body).includes('Reunión cancelada por el cliente'),
    );
const sendMeeting = (id: string) =>
  app.outbox.deliver(app.leads.meetingChannel, id, { ignoreBackoff: true });

describe('a booking of a person with a lead in Odoo', () => {
  it('reaches that lead and makes one Meeting activity, however often it is delivered', async () => {
    const email = freshEmail();
    const { leadId, odooId } = await storeLeadInOdoo(email);
    const invitee = freshInvitee();
    expect(await post('invitee.created', { email: email.toUpperCase(), invitee })).toBe(200);
    expect(await post('invitee.created', { email, invitee })).toBe(200);
    await sendMeeting(leadId);

    expect(await leadsOf(email)).toHaveLength(1);
    const lead = await leadRecord(leadId);
    expect(lead.meeting).toMatchObject({
      status: 'agendada',
      inviteeUri: expect.stringContaining(invitee),
      rescheduleUrl: `https://calendly.com/reschedulings/${invitee}`,
      cancelUrl: `https://calendly.com/cancellations/${invitee}`,
    });
    expect(lead.meetingOdoo.status).toBe('forwarded');
    const [activity, ...more] = activitiesOf(odooId);
    expect(more).toEqual([]);
    expect(activity).toMatchObject({
      activity_type_id: 3,
      summary: 'Reunión agendada (Calendly)',
      // 13:30 UTC on 2 December is 10:30 in Santiago (summer time).
      date_deadline: '2026-12-02',
    });
    expect(String(activity?.note)).toContain('10:30');
    expect(String(activity?.note)).toContain(`https://calendly.com/reschedulings/${invitee}`);

    // The cancellation removes it and posts one note, delivered twice too.
    expect(await post('invitee.canceled', { email, invitee })).toBe(200);
    expect(await post('invitee.canceled', { email, invitee })).toBe(200);
    await sendMeeting(leadId);
    expect((await leadRecord(leadId)).meeting.status).toBe('cancelada');
    expect(activitiesOf(odooId)).toEqual([]);
    expect(notesOf(odooId)).toHaveLength(1);
  });

  it('ends cancelled, with no activity, when the cancellation arrives first', async () => {
    const email = freshEmail();
    const { leadId, odooId } = await storeLeadInOdoo(email);
    const invitee = freshInvitee();
    expect(await post('invitee.canceled', { email, invitee })).toBe(200);
    expect(await post('invitee.created', { email, invitee })).toBe(200);
    await sendMeeting(leadId);
    expect((await leadRecord(leadId)).meeting.status).toBe('cancelada');
    expect(activitiesOf(odooId)).toEqual([]);
    expect(notesOf(odooId)).toHaveLength(1);
  });

  it('ends in one state and one activity when deliveries arrive at once', async () => {
    const email = freshEmail();
    const { leadId, odooId } = await storeLeadInOdoo(email);
    const invitee = freshInvitee();
    const statuses = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.route.POST(calendlyRequest(inviteeDelivery('invitee.created', { email, invitee }))),
      ),
    );
    await settle();
    expect(statuses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    await Promise.all([sendMeeting(leadId), sendMeeting(leadId)]);
    await sendMeeting(leadId);
    expect((await leadRecord(leadId)).meeting.status).toBe('agendada');
    expect(activitiesOf(odooId)).toHaveLength(1);
  });

  it('leaves one activity when Odoo made it and the answer was lost', async () => {
    const email = freshEmail();
    const { leadId, odooId } = await storeLeadInOdoo(email);
    odoo.failAfterActivity = true;
    expect(await post('invitee.created', { email, invitee: freshInvitee() })).toBe(200);
    expect(activitiesOf(odooId)).toHaveLength(1);
    expect((await leadRecord(leadId)).meetingOdoo.status).toBe('pending');
    odoo.failAfterActivity = false;
    // Odoo may still commit a call it got: no look until ODOO_REQUEST_LIMIT_S after it started.
    odoo.resetCalls();
    expect(await sendMeeting(leadId)).toBe('failed');
    expect(odoo.totalCalls()).toBe(0);
    expect((await leadRecord(leadId)).meetingOdoo.status).toBe('pending');
    await db()
      .collection('leads')
      .doc(leadId)
      .update({ 'meetingOdoo.sentAt': new Date(Date.now() - 131_000) });
    expect(await sendMeeting(leadId)).toBe('forwarded');
    expect(activitiesOf(odooId)).toHaveLength(1);
    expect((await leadRecord(leadId)).meetingOdoo.sentAt).toBeNull();
  });

  it('is held while Odoo refuses us, and sent once it accepts again', async () => {
    const email = freshEmail();
    const { leadId, odooId } = await storeLeadInOdoo(email);
    odoo.expiredKey = true;
    expect(await post('invitee.created', { email, invitee: freshInvitee() })).toBe(200);
    expect((await leadRecord(leadId)).meetingOdoo.status).toBe('held');
    odoo.expiredKey = false;
    expect(await sendMeeting(leadId)).toBe('forwarded');
    expect(activitiesOf(odooId)).toHaveLength(1);
  });

  it('counts as the first contact: the clock stops, no lead.waiting', async () => {
    const email = freshEmail();
    const { leadId } = await storeLeadInOdoo(email);
    expect((await leadRecord(leadId)).awaitingContact).toBe(true);
    expect(await post('invitee.created', { email, invitee: freshInvitee() })).toBe(200);
    const lead = await leadRecord(leadId);
    expect(lead.awaitingContact).toBe(false);
    expect(lead.contact).toMatchObject({ done: true, late: false });
    expect(lead.contact.contactedAt).toBeDefined();
    // A minute past SALES_FIRST_CONTACT_MINUTES: the poll announces nothing about it.
    const result = await app.leads.pollFirstContact(new Date(Date.now() + 5 * 60_000));
    expect(result.noticeIds).not.toContain(app.leads.waitingNoticeId(leadId));
    expect((await db().collection('avisos-ventas').where('leadId', '==', leadId).get()).size).toBe(
      0,
    );
    expect(await app.leads.medianFirstContactMinutes()).not.toBeNull();
    // The desk lists it under ?meeting=booked, to staff without the privacy role too.
    const page = await app.leads.listLeads({ meeting: 'booked', limit: 100, privacy: false });
    expect(page.leads.find((row) => row.id === leadId)).toMatchObject({
      meeting: { status: 'agendada', at: '2026-12-02T13:30:00.000Z' },
    });
    expect(page.leads.every((row) => 'meeting' in row && row.meeting?.status === 'agendada')).toBe(
      true,
    );
  });
});

describe('a booking with no lead', () => {
  it('makes a lead from the booking, source agenda, sent to Odoo with its activity', async () => {
    const email = freshEmail();
    const invitee = freshInvitee();
    expect(await post('invitee.created', { email, invitee, name: 'Pedro Soto' })).toBe(200);
    const [lead, ...more] = await leadsOf(email);
    expect(more).toEqual([]);
    expect(lead?.data()).toMatchObject({
      name: 'Pedro Soto',
      email,
      source: 'agenda',
      legalBasis: 'precontractual',
      company: 'Distribuidora Austral',
      utm: { source: 'linkedin', medium: 'social', campaign: 'demo-dic' },
      meeting: { status: 'agendada' },
    });
    expect(String(lead?.get('demoDescription'))).toContain('El módulo de inventario');
    // Sent on like any lead, and its activity follows once Odoo has it.
    const data = await leadRecord(lead!.id);
    expect(data.destinations.odoo.status).toBe('forwarded');
    expect(data.meetingOdoo.status).toBe('forwarded');
    expect(activitiesOf(Number(data.destinations.odoo.upstreamId))).toHaveLength(1);
    // The same booking again: still one lead.
    expect(await post('invitee.created', { email, invitee })).toBe(200);
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it('makes one lead when the same booking arrives at once', async () => {
    const email = freshEmail();
    const invitee = freshInvitee();
    await Promise.all(
      Array.from({ length: 3 }, () =>
        app.route.POST(calendlyRequest(inviteeDelivery('invitee.created', { email, invitee }))),
      ),
    );
    await settle();
    expect(await leadsOf(email)).toHaveLength(1);
  });
});

describe('a blocked person', () => {
  it('has the booking stored blocked, and nothing sent', async () => {
    const email = freshEmail();
    const { leadId, odooId } = await storeLeadInOdoo(email);
    await app.privacy.setBlocked(email, true, 'privacidad@andinadigital.cl');
    odoo.resetCalls();
    expect(await post('invitee.created', { email, invitee: freshInvitee() })).toBe(200);
    await sendMeeting(leadId);
    const lead = await leadRecord(leadId);
    expect(lead.status).toBe('blocked');
    expect(lead.meeting.status).toBe('agendada');
    expect(activitiesOf(odooId)).toEqual([]);
    expect(odoo.totalCalls()).toBe(0);
    // Unblocked, the activity goes once.
    const { due } = await app.privacy.setBlocked(email, false, 'privacidad@andinadigital.cl');
    expect(due).toContain(leadId);
    expect(await sendMeeting(leadId)).toBe('forwarded');
    expect(activitiesOf(odooId)).toHaveLength(1);
  });

  it('has a booking with no recent lead stored as a blocked lead, sent nowhere', async () => {
    const email = freshEmail();
    const { leadId } = await storeLeadInOdoo(email);
    await app.privacy.setBlocked(email, true, 'privacidad@andinadigital.cl');
    // Their lead is older than 30 days: the booking makes a new one.
    await db()
      .collection('leads')
      .doc(leadId)
      .update({ createdAt: new Date(Date.now() - 40 * 86_400_000) });
    odoo.resetCalls();
    expect(await post('invitee.created', { email, invitee: freshInvitee() })).toBe(200);
    const created = (await leadsOf(email)).find((document) => document.id !== leadId);
    expect(created?.get('status')).toBe('blocked');
    expect(created?.get('source')).toBe('agenda');
    expect(odoo.totalCalls()).toBe(0);
  });
});

describe('deliveries that are not Calendly bookings', () => {
  const body = () =>
    inviteeDelivery('invitee.created', { email: freshEmail(), invitee: freshInvitee() });
  const storesNothing = async (request: Request, status: number) => {
    const email = JSON.parse(await request.clone().text()).payload?.email as string | undefined;
    expect((await app.route.POST(request)).status).toBe(status);
    await settle();
    if (email) expect(await leadsOf(email)).toEqual([]);
  };

  it('401: unsigned, forged or stale', async () => {
    const unsigned = calendlyRequest(body());
    unsigned.headers.delete('calendly-webhook-signature');
    await storesNothing(unsigned, 401);
    const text = JSON.stringify(body());
    const forged = calendlyRequest(text, {
      headers: {
        'calendly-webhook-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
      },
    });
    await storesNothing(forged, 401);
    await storesNothing(calendlyRequest(body(), { t: Math.floor(Date.now() / 1000) - 181 }), 401);
    await storesNothing(calendlyRequest(body(), { t: Math.floor(Date.now() / 1000) + 181 }), 401);
  });

  it('413 over 64 KiB, 400 malformed, 200 ignored for other events', async () => {
    const large = body();
    (large.payload as Record<string, unknown>).padding = 'x'.repeat(65 * 1024);
    await storesNothing(calendlyRequest(large), 413);
    const malformed = body();
    (malformed.payload as Record<string, unknown>).scheduled_event = { start_time: 'mañana' };
    await storesNothing(calendlyRequest(malformed), 400);
    expect((await app.route.POST(calendlyRequest('{"event":'))).status).toBe(400);
    const other = inviteeDelivery('routing_form_submission.created', {
      email: freshEmail(),
      invitee: freshInvitee(),
    });
    await storesNothing(calendlyRequest(other), 200);
  });

  it('404 without CALENDLY_WEBHOOK_SIGNING_KEY', async () => {
    const off = await serverWith(settings(''), modules);
    const request = calendlyRequest(body());
    const email = JSON.parse(await request.clone().text()).payload.email as string;
    expect((await off.route.POST(request)).status).toBe(404);
    expect(await leadsOf(email)).toEqual([]);
  });
});
