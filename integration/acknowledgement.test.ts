/**
 * Speed to lead on Firestore (Google's emulator, see firestore-app.ts) with the Odoo stand-in
 * (e2e/odoo/odoo-stand-in.ts, JSON-2): a lead from the site gets ODOO_TEAM and no salesperson,
 * and Odoo sends the prospect exactly one acknowledgement (`mail.template/send_mail`), through
 * the outbox: after a lost answer it looks in Odoo instead of sending again, two senders racing
 * send one, none while Odoo refuses us or the lead is blocked, one once it is accepted again or
 * unblocked, none after the person's data is deleted. The template itself is made by the
 * operator's `odoo:setup` (lib/odoo/setup.ts), run here against the stand-in.
 */
import { randomBytes } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { leadFields } from '../e2e/leads/lead-fields';
import { OdooStandIn } from '../e2e/odoo/odoo-stand-in';
import { serverWith, withFirestore } from './firestore-app';

const apiKey = 'odoo-bot-key-0123456789';
const odoo = new OdooStandIn({ port: 0, apiKey, database: 'andina' });
const template = 'Acuse de solicitud de demo (sitio web)';
const privacyStaff = 'privacidad@andinadigital.cl';

const server = () =>
  serverWith(
    {
      ...odoo.settings(),
      ODOO_TIMEOUT_MS: '800',
      ODOO_REQUEST_LIMIT_S: '130',
      ODOO_TEAM: 'Sitio web',
      ODOO_ACK_TEMPLATE: template,
      LEADS_UPSTREAM_URL: '',
      SALES_WEBHOOK_URLS: '',
      SHIFT_WEBHOOK_URLS: '',
    },
    async () => ({
      firebase: await import('@/lib/firebase'),
      leads: await import('@/lib/leads'),
      store: await import('@/lib/leads'),
      outbox: await import('@/lib/outbox'),
      odoo: await import('@/lib/odoo'),
      privacy: await import('@/lib/privacy'),
      background: await import('@/lib/background'),
      content: await import('@/content/acknowledgement'),
      salesHours: await import('@/lib/sales-hours/client'),
    }),
  );
let app: Awaited<ReturnType<typeof server>>;

withFirestore(
  async () => {
    await odoo.start();
    app = await server();
    const config = app.odoo.odooConfig();
    if (!config) throw new Error('Odoo is not configured');
    const text = app.content.acknowledgementTemplate({
      salesHours: app.salesHours.describeSalesHours(
        app.salesHours.parseSalesHours('lun-vie 09:00-18:00'),
      ),
      bookingUrl: 'https://calendly.com/andina-digital/reunion',
      privacyUrl: 'https://andinadigital.cl/privacidad',
    });
    const findings = await app.odoo.prepareOdoo(config, {
      team: 'Sitio web',
      template: { name: template, ...text },
    });
    expect(findings.filter((finding) => !finding.ok)).toEqual([]);
  },
  () => odoo.stop(),
);

afterEach(() => odoo.resetFaults());

const db = () => app.firebase.adminDb();
const leadRecord = async (id: string) =>
  (await db().collection('leads').doc(id).get()).data() as DocumentData | undefined;
const freshAddress = () =>
  `2001:db8:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;
const freshEmail = () => `persona.${randomBytes(4).toString('hex')}@empresa.cl`;

async function storeLead(email = freshEmail(), fields: Record<string, unknown> = {}) {
  const result = await app.store.submitLead(
    {
      ...leadFields({ company: `Empresa ${randomBytes(3).toString('hex')}`, email, ...fields }),
      page: '/',
    },
    freshAddress(),
  );
  if (!result.ok) throw new Error('the lead was refused');
  return { leadId: result.leadId, email };
}

const sendToOdoo = (id: string) => app.outbox.deliver(app.leads.leadChannels.odoo, id);
const sendAck = (id: string) =>
  app.outbox.deliver(app.leads.acknowledgementChannel, id, { ignoreBackoff: true });
const crmLeadOf = (leadId: string) =>
  odoo.records('crm.lead').find((record) => String(record.description ?? '').includes(leadId));
/** The acknowledgements Odoo queued for the lead (the stand-in's records: the bot cannot read mail.mail). */
const mailsOf = (leadId: string) => {
  const id = crmLeadOf(leadId)?.id;
  return id === undefined
    ? []
    : odoo.records('mail.mail').filter((mail) => mail.model === 'crm.lead' && mail.res_id === id);
};
const ackOf = async (id: string) => (await leadRecord(id))?.acknowledgement as DocumentData;

/**
 * Moves the start of the lead's last send_mail back by ODOO_REQUEST_LIMIT_S: as if that long
 * had passed, so no earlier call can still commit in Odoo (the tests do not wait 130 s).
 */
const settle = (id: string) =>
  db()
    .collection('leads')
    .doc(id)
    .update({ 'acknowledgement.sentAt': new Date(Date.now() - 131_000) });

describe('a lead in Odoo', () => {
  it('gets the ODOO_TEAM team, no salesperson, and exactly one acknowledgement', async () => {
    const { leadId, email } = await storeLead();
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    const lead = crmLeadOf(leadId);
    const team = odoo.records('crm.team').find((row) => row.name === 'Sitio web');
    expect(lead).toMatchObject({ team_id: team?.id, user_id: false, stage_id: 1 });

    const [mail, ...more] = mailsOf(leadId);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ email_to: email, state: 'outgoing', auto_delete: false });
    expect(String(mail?.subject)).toContain('Recibimos tu solicitud de demo');
    expect(String(mail?.body_html)).toContain('horario hábil, lunes a viernes de 09:00 a 18:00');
    const messages = odoo
      .records('mail.message')
      .filter((row) => row.model === 'crm.lead' && row.res_id === lead?.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message_id).toBe(mail?.message_id);
    expect(await ackOf(leadId)).toMatchObject({ status: 'forwarded', attempts: 1 });
    // The acknowledgement is not a destination: the lead's state and deliveries are Odoo's alone.
    const record = await leadRecord(leadId);
    expect(record?.status).toBe('forwarded');
    expect(Object.keys(record?.destinations ?? {})).toEqual(['odoo']);

    expect(await sendAck(leadId)).toBe('skipped');
    await app.background.sweepOutbox({ ignoreBackoff: true, only: ['leads'] });
    expect(mailsOf(leadId)).toHaveLength(1);
  });

  it('after a lost answer waits until Odoo cannot commit it late, then finds it: never two', async () => {
    const { leadId } = await storeLead();
    odoo.loseSendMailAnswer = true;
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    expect(await ackOf(leadId)).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mailsOf(leadId)).toHaveLength(1); // committed in Odoo, its answer lost
    odoo.loseSendMailAnswer = false;

    // Within ODOO_REQUEST_LIMIT_S of that send, it neither sends nor trusts a search.
    odoo.resetCalls();
    expect(await sendAck(leadId)).toBe('failed');
    expect((await ackOf(leadId)).lastError).toContain('Odoo podría confirmar tarde');
    expect(odoo.totalCalls()).toBe(0);

    await settle(leadId);
    expect(await sendAck(leadId)).toBe('forwarded');
    expect(odoo.callCount('mail.message.search_read')).toBe(1);
    expect(odoo.callCount('mail.template.send_mail')).toBe(0);
    expect(mailsOf(leadId)).toHaveLength(1);
    expect(await ackOf(leadId)).toMatchObject({ status: 'forwarded', attempts: 3 });
  });

  it('is acknowledged once when senders race', async () => {
    const leads = await Promise.all([storeLead(), storeLead(), storeLead()]);
    odoo.slowMs = 50;
    await Promise.all([
      ...leads.map(({ leadId }) => sendToOdoo(leadId)),
      ...leads.map(({ leadId }) => sendToOdoo(leadId)),
      app.background.sweepOutbox({ only: ['leads'] }),
      app.background.sweepOutbox({ only: ['acks-odoo'] }),
    ]);
    await Promise.all([
      ...leads.map(({ leadId }) => sendAck(leadId)),
      ...leads.map(({ leadId }) => sendAck(leadId)),
    ]);
    for (const { leadId } of leads) {
      expect(mailsOf(leadId)).toHaveLength(1);
      expect((await ackOf(leadId))?.status).toBe('forwarded');
    }
  });
});

describe('a sender whose lease ran out', () => {
  it('sends nothing once another sender has claimed the acknowledgement', async () => {
    const [seeded] = odoo.records('mail.template').filter((row) => row.name === template);
    if (!seeded) throw new Error('no template');
    odoo.remove('mail.template', seeded.id); // held alone until it exists again
    app.odoo.clearOdooCaches();
    const { leadId } = await storeLead();
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    expect(await ackOf(leadId)).toMatchObject({ status: 'held', attempts: 1 });
    expect((await ackOf(leadId)).sentAt).toBeUndefined(); // no send_mail was made
    const { id: _id, ...values } = seeded;
    odoo.seed('mail.template', values);

    // Sender A claims it, then stalls until its lease is over; sender B claims and sends it.
    const place = app.leads.acknowledgementChannel;
    let claimed!: () => void;
    const hasClaimed = new Promise<void>((resolve) => (claimed = resolve));
    let wake!: () => void;
    const woken = new Promise<void>((resolve) => (wake = resolve));
    let late: Awaited<ReturnType<typeof place.send>> | undefined;
    const stalledSender = app.outbox.deliver(
      {
        ...place,
        async send(id, data, attempts) {
          claimed();
          await woken;
          late = await place.send(id, data, attempts);
          return late;
        },
      },
      leadId,
      { ignoreBackoff: true },
    );
    await hasClaimed;
    await db()
      .collection('leads')
      .doc(leadId)
      .update({ 'acknowledgement.nextAttemptAt': new Date() });
    expect(await sendAck(leadId)).toBe('forwarded');
    expect(mailsOf(leadId)).toHaveLength(1);

    // A wakes up: its claim is no longer the lead's, so it sends nothing (nor records a thing).
    wake();
    expect(await stalledSender).toBe('failed');
    expect(late).toMatchObject({ ok: false });
    expect(mailsOf(leadId)).toHaveLength(1);
    expect(await ackOf(leadId)).toMatchObject({ status: 'forwarded' });
  });
});

describe('no acknowledgement', () => {
  it('while Odoo refuses us; one once the lead goes in', async () => {
    odoo.expiredKey = true;
    const { leadId } = await storeLead();
    expect(await sendToOdoo(leadId)).toBe('failed');
    expect(await ackOf(leadId)).toBeUndefined();
    await app.background.sweepOutbox({ ignoreBackoff: true, only: ['leads'] });
    expect(mailsOf(leadId)).toEqual([]);

    odoo.expiredKey = false;
    await app.background.sweepOutbox({ ignoreBackoff: true, only: ['leads'] });
    expect(mailsOf(leadId)).toHaveLength(1);
    expect(await ackOf(leadId)).toMatchObject({ status: 'forwarded' });
  });

  it('held with Odoo when its own send is refused, and released with the held leads', async () => {
    const first = await storeLead();
    odoo.loseSendMailAnswer = true; // the acknowledgement stays pending
    expect(await sendToOdoo(first.leadId)).toBe('forwarded');
    odoo.loseSendMailAnswer = false;
    odoo.expiredKey = true;
    await settle(first.leadId);
    expect(await sendAck(first.leadId)).toBe('failed');
    expect((await ackOf(first.leadId)).status).toBe('held');

    odoo.expiredKey = false;
    const second = await storeLead();
    expect(await sendToOdoo(second.leadId)).toBe('forwarded'); // Odoo accepts: the outage ends
    const released = await ackOf(first.leadId);
    expect(released.status).toBe('held');
    expect(released.nextAttemptAt.toMillis()).toBeLessThanOrEqual(Date.now());
    expect(await sendAck(first.leadId)).toBe('forwarded');
    expect(mailsOf(first.leadId)).toHaveLength(1);
    expect(mailsOf(second.leadId)).toHaveLength(1);
  });

  it('for a blocked lead, by any path; one once it is unblocked', async () => {
    const { leadId, email } = await storeLead();
    odoo.loseSendMailAnswer = true; // in Odoo, its acknowledgement still to confirm
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    odoo.loseSendMailAnswer = false;
    // Someone deleted that mail in Odoo: a send is needed again once the earlier one settles.
    for (const mail of mailsOf(leadId)) {
      odoo.remove('mail.message', mail.mail_message_id as number);
      odoo.remove('mail.mail', mail.id);
    }
    expect(await app.privacy.setBlocked(email, true, privacyStaff)).toEqual({ leads: 1, due: [] });
    await settle(leadId);
    // Due again anyway, as a release of held messages racing the block could make it.
    await db()
      .collection('leads')
      .doc(leadId)
      .update({ 'acknowledgement.nextAttemptAt': new Date() });
    expect(await sendAck(leadId)).toBe('skipped');
    await app.background.sweepOutbox({ ignoreBackoff: true, only: ['leads'] });
    await (await app.background.runMinuteJobs()).afterwards();
    expect(mailsOf(leadId)).toEqual([]);

    expect(await app.privacy.setBlocked(email, false, privacyStaff)).toEqual({
      leads: 1,
      due: [leadId],
    });
    await app.leads.sendLeadInBackground(leadId);
    await app.background.sweepOutbox({ ignoreBackoff: true, only: ['leads'] });
    expect(mailsOf(leadId)).toHaveLength(1);
    expect(await ackOf(leadId)).toMatchObject({ status: 'forwarded' });
  });

  it('after the person asks for their data to be deleted', async () => {
    const { leadId, email } = await storeLead();
    odoo.loseSendMailAnswer = true;
    expect(await sendToOdoo(leadId)).toBe('forwarded');
    odoo.loseSendMailAnswer = false;
    const sent = odoo.callCount('mail.template.send_mail');
    await app.privacy.deletePersonalData(email, privacyStaff);
    expect(await leadRecord(leadId)).toBeUndefined();
    expect(await sendAck(leadId)).toBe('skipped');
    await app.background.sweepOutbox({ ignoreBackoff: true, only: ['leads'] });
    expect(odoo.callCount('mail.template.send_mail')).toBe(sent);
  });
});

describe('the acknowledgement, abuse-proof', () => {
  const addressDoc = (email: string) =>
    db().collection('acuses-direccion').doc(app.leads.acknowledgedAddressId(email));
  const deskView = async (leadId: string) =>
    (await app.leads.listLeads({ limit: 100, privacy: false })).leads.find(
      (lead) => lead.id === leadId,
    ) as { acknowledgement?: string } | undefined;

  it('the 24-hour rule under two concurrent submissions: one per address, the desk says so', async () => {
    const email = freshEmail();
    const leads = await Promise.all([storeLead(email), storeLead(email.toUpperCase())]);
    odoo.slowMs = 30;
    await Promise.all(leads.map(({ leadId }) => sendToOdoo(leadId)));
    odoo.slowMs = 0;
    const mails = leads.map(({ leadId }) => mailsOf(leadId).length);
    expect(mails.sort()).toEqual([0, 1]);
    const [acknowledged, refused] =
      mailsOf(leads[0]!.leadId).length === 1 ? leads : [leads[1]!, leads[0]!];
    expect(await ackOf(acknowledged!.leadId)).toMatchObject({ status: 'forwarded' });
    expect(await ackOf(acknowledged!.leadId)).not.toHaveProperty('notSent');
    expect(await ackOf(refused!.leadId)).toMatchObject({
      status: 'forwarded',
      notSent: 'recent-address',
    });
    expect((await deskView(acknowledged!.leadId))?.acknowledgement).toBe('sent');
    expect((await deskView(refused!.leadId))?.acknowledgement).toBe('recent-address');
    // The address's document holds its keyed hash, never the address.
    const address = await addressDoc(email).get();
    expect(address.data()).toMatchObject({ leadId: acknowledged!.leadId });
    expect(JSON.stringify(address.data())).not.toContain(email);

    // Retried, the refused one still sends nothing; a third lead within the day gets none either.
    await app.background.sweepOutbox({ ignoreBackoff: true, only: ['leads'] });
    const third = await storeLead(email);
    expect(await sendToOdoo(third.leadId)).toBe('forwarded');
    expect(mailsOf(third.leadId)).toEqual([]);
    expect(mailsOf(refused!.leadId)).toEqual([]);

    // A day later the address may be acknowledged again.
    await addressDoc(email).update({ sentAt: new Date(Date.now() - 24 * 3600_000 - 1000) });
    const later = await storeLead(email);
    expect(await sendToOdoo(later.leadId)).toBe('forwarded');
    expect(mailsOf(later.leadId)).toHaveLength(1);

    // The person's deletion forgets the address's document too.
    await app.privacy.deletePersonalData(email, privacyStaff);
    expect((await addressDoc(email).get()).exists).toBe(false);
  });

  it("greets by a plain name only, and never repeats the visitor's company", async () => {
    const plain = await storeLead(freshEmail(), { name: 'José Núñez-O’Higgins' });
    const spam = await storeLead(freshEmail(), {
      name: 'Gana dinero en https://estafa.example',
      company: 'Visita estafa.example YA',
    });
    for (const { leadId } of [plain, spam]) expect(await sendToOdoo(leadId)).toBe('forwarded');
    const [plainMail] = mailsOf(plain.leadId);
    const [spamMail] = mailsOf(spam.leadId);
    expect(String(plainMail?.body_html)).toContain('Hola José Núñez-O’Higgins:');
    expect(String(spamMail?.body_html)).toContain('Hola:');
    expect(String(spamMail?.body_html)).not.toContain('estafa');
  });
});
