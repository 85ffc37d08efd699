import 'server-only';
import { createHash } from 'node:crypto';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { expiryOnceSent } from '@/lib/chat';
import {
  acknowledgementMessageId,
  createOdooLead,
  deleteOdooLeads,
  findOdooAcknowledgement,
  odooConfig,
  sendOdooAcknowledgement,
  syncOdooMeeting,
  type OdooFailure,
} from '@/lib/odoo';
import {
  deliverInBackground,
  postJson,
  type OutboxChannel,
  type SendFailure,
  type SendResult,
} from '@/lib/outbox';
import {
  acknowledgementDue,
  acknowledgementUnsettled,
  startSending,
  type SendDecision,
  type StoredAcknowledgement,
} from './acknowledgement';
import {
  meetingDue,
  meetingUnsettled,
  startScheduling,
  storedMeeting,
  type BookingResult,
} from './bookings';
import { meetingLocalDate, meetingWhen } from './meeting';
import { acknowledgementGreeting } from '@/content/acknowledgement';
import { deliveriesOf, derivedLeadFields, isBlockedLead, type LeadDestination } from './model';
import { deletionUnsettled } from './odoo-deletions';
import { markAccepting, markHeld } from './outages';
import { salesNoticeChannel } from './sales-notices';

import { leadCollections, requestOf } from './schema';

/**
 * A message's outbox fields inside the lead (a destination's `destinations.<name>`, or the
 * `acknowledgement`), its overall state, and the block that keeps the outbox's claim from
 * sending it, whatever made it due.
 */
const leadPlace = (
  field: `destinations.${LeadDestination}` | 'acknowledgement' | 'meetingOdoo',
) => ({
  collection: leadCollections.leads,
  field,
  derive: derivedLeadFields,
  blocked: isBlockedLead,
});

/**
 * Follows a destination's answers: the first refusal of an outage holds it and tells sales
 * once; the first acceptance after it ends the outage, tells sales, and makes the held leads due.
 * A message held alone (Odoo refused that record, not us) changes nothing here.
 */
const watchDestination =
  (destination: LeadDestination) =>
  async (_id: string, result: SendResult, failure?: SendFailure) => {
    let noticeIds: string[] = [];
    if (result === 'held' && !failure?.heldAlone) {
      noticeIds = await markHeld(destination, failure?.reason ?? '');
    }
    if (result === 'forwarded') ({ noticeIds } = await markAccepting(destination));
    if (noticeIds.length > 0) await deliverInBackground(salesNoticeChannel, noticeIds);
  };

/** Calls one acknowledgement may make one after the other: template, search, send, key check. */
const ODOO_CALLS_PER_ACKNOWLEDGEMENT = 4;

/** Odoo's verdict as the outbox records it (docs/contracts.md, the answer table). */
const asSendFailure = ({ disposition, reason }: OdooFailure): SendFailure => ({
  ok: false,
  reason,
  held: disposition === 'hold',
  heldAlone: disposition === 'refused',
  permanent: disposition === 'fail',
});

/** Calls one Odoo send may make one after the other (look-ups, creations, the load, a key check). */
const ODOO_CALLS_PER_SEND = 8;

/**
 * Leads into Odoo's CRM, one `crm.lead` each, loaded under the lead's external id: a later
 * attempt (an earlier one may have created it and lost the answer, or may still commit) loads
 * it again and so updates that same record.
 */
const odooLeadChannel: OutboxChannel = {
  name: 'leads-odoo',
  ...leadPlace('destinations.odoo'),
  // Once the lead is recorded as created in Odoo, its acknowledgement is due (same transaction).
  // ... and so is its meeting's activity, when a booking reached it first (lib/leads/bookings.ts).
  derive: (document) => ({
    ...derivedLeadFields(document),
    ...acknowledgementDue(document),
    ...meetingDue(document),
  }),
  enabled: () => odooConfig() !== null,
  timeoutMs: () => (odooConfig()?.timeoutMs ?? 0) * ODOO_CALLS_PER_SEND,
  async send(id, lead) {
    const config = odooConfig();
    if (!config) return { ok: false, reason: 'Odoo ya no está configurado (ODOO_URL)' };
    const consent = lead.consent as { version: string; at: Timestamp } | undefined;
    const outcome = await createOdooLead(config, {
      leadId: id,
      fields: requestOf(lead),
      utm: lead.utm as Record<string, string> | undefined,
      page: lead.page as string | undefined,
      consent: consent && { version: consent.version, at: consent.at.toDate() },
    });
    return outcome.ok
      ? { ok: true, fields: { upstreamId: String(outcome.value) } }
      : asSendFailure(outcome);
  },
  async afterSend(id, result, failure) {
    await watchDestination('odoo')(id, result, failure);
    if (result === 'forwarded') {
      await Promise.all([
        deliverInBackground(acknowledgementChannel, [id]),
        deliverInBackground(meetingChannel, [id]),
      ]);
    }
  },
};

/** Calls one meeting sync may make: search, unlink, schedule or note search and post, key check. */
const ODOO_CALLS_PER_MEETING = 5;

/**
 * A lead's meeting in Odoo (docs/contracts.md, Bookings reach the lead): one Meeting activity
 * on its crm.lead while the meeting stands, none and a note once cancelled. Each send brings
 * Odoo to the meeting's state as stored when it was claimed, looking before each change, so a
 * retry after a lost answer changes nothing twice; a booking that changes the meeting meanwhile
 * makes it due again (renewedOutboxFields). Blocked with the lead; held with Odoo.
 */
export const meetingChannel: OutboxChannel = {
  name: 'meetings-odoo',
  ...leadPlace('meetingOdoo'),
  enabled: () => odooConfig() !== null,
  timeoutMs: () => (odooConfig()?.timeoutMs ?? 0) * ODOO_CALLS_PER_MEETING,
  async send(id, lead, attempt) {
    const config = odooConfig();
    if (!config) return { ok: false, reason: 'Odoo ya no está configurado (ODOO_URL)' };
    // An earlier activity_schedule may still commit: look only once it no longer can.
    const unsettled = meetingUnsettled(lead);
    if (unsettled) return { ok: false, reason: unsettled };
    const odooId = Number(deliveriesOf(lead).odoo?.upstreamId);
    const meeting = storedMeeting(lead);
    if (!meeting || !Number.isInteger(odooId) || odooId <= 0) {
      return { ok: false, permanent: true, reason: 'El lead no tiene reunión o registro en Odoo' };
    }
    const outcome = await syncOdooMeeting(
      config,
      {
        odooId,
        ref: createHash('sha256').update(meeting.inviteeUri).digest('hex').slice(0, 24),
        status: meeting.status,
        date: meetingLocalDate(meeting.at),
        when: meetingWhen(meeting.at),
        rescheduleUrl: meeting.rescheduleUrl,
      },
      () => startScheduling(id, attempt),
    );
    if (!outcome.ok) return asSendFailure(outcome);
    // Odoo answered: no earlier call of ours is left to commit late.
    return { ok: true, fields: { activityId: outcome.value, sentAt: null } };
  },
  afterSend: watchDestination('odoo'),
};

/**
 * The acknowledgement of a lead created in Odoo: Odoo sends the prospect the template named
 * ODOO_ACK_TEMPLATE (`mail.template/send_mail`), exactly once. Each `send_mail` carries the
 * lead's own Message-Id and is preceded by a record of its start (`sentAt`), made only while
 * this attempt's claim is still the lead's (a sender whose lease ran out sends nothing). A later
 * attempt (the answer was lost, the sender died) waits until no earlier call can still commit
 * (ODOO_REQUEST_LIMIT_S), then looks for that Message-Id among the crm.lead's `mail.message`
 * rows, and sends only if it is not there. At most one per address in 24 hours (`startSending`:
 * a lead whose address had one records `notSent` and is done); it greets by a plain name only
 * (`acknowledgementGreeting`, in the call's context). A blocked lead's is refused by the claim
 * (and again just before sending); a deleted lead's is gone with it; held with Odoo, and
 * released with it.
 */
export const acknowledgementChannel: OutboxChannel = {
  name: 'acks-odoo',
  ...leadPlace('acknowledgement'),
  enabled: () => odooConfig() !== null && Boolean(env.ODOO_ACK_TEMPLATE),
  timeoutMs: () => (odooConfig()?.timeoutMs ?? 0) * ODOO_CALLS_PER_ACKNOWLEDGEMENT,
  async send(id, lead, attempt) {
    const config = odooConfig();
    const template = env.ODOO_ACK_TEMPLATE;
    if (!config || !template) {
      return {
        ok: false,
        reason: 'Odoo o su plantilla ya no están configurados (ODOO_URL, ODOO_ACK_TEMPLATE)',
      };
    }
    const odooId = Number(deliveriesOf(lead).odoo?.upstreamId);
    if (!Number.isInteger(odooId) || odooId <= 0) {
      return { ok: false, permanent: true, reason: 'El lead no tiene registro en Odoo' };
    }
    const target = {
      odooId,
      messageId: acknowledgementMessageId(id, new URL(env.NEXT_PUBLIC_SITE_URL).hostname),
    };
    const sentAt = (lead.acknowledgement as StoredAcknowledgement | undefined)?.sentAt?.toDate();
    if (sentAt) {
      const unsettled = acknowledgementUnsettled(sentAt);
      if (unsettled) return { ok: false, reason: unsettled };
      const found = await findOdooAcknowledgement(config, target);
      if (!found.ok) return asSendFailure(found);
      if (found.value !== null) return { ok: true, fields: { odooMessageId: found.value } };
    }
    const started: { decision: SendDecision } = { decision: 'stop' };
    const greeting = acknowledgementGreeting(String(lead.name ?? ''));
    const sent = await sendOdooAcknowledgement(
      config,
      { ...target, template, greeting },
      async () => (started.decision = await startSending(id, attempt)) === 'send',
    );
    if (!sent.ok) return asSendFailure(sent);
    if (sent.value === null) {
      // Another lead of the address was acknowledged within 24 hours: this one gets none.
      if (started.decision === 'recent-address') {
        return { ok: true, fields: { notSent: started.decision } };
      }
      return {
        ok: false,
        reason: 'El lead se bloqueó, se eliminó o lo tomó otro envío: no se envía',
      };
    }
    return { ok: true, fields: { odooMailId: sent.value } };
  },
  afterSend: watchDestination('odoo'),
};

/** Answers of the lead service that refuse us, not the lead: held, as with Odoo. */
const refusesUs = (status: number | undefined) =>
  status === 401 || status === 403 || status === 404;

/**
 * Leads to the generic lead service of LEADS_UPSTREAM_URL, the lead's id as Idempotency-Key;
 * its own id for the lead, when it answers one, is kept for staff.
 */
const upstreamLeadChannel: OutboxChannel = {
  name: 'leads-upstream',
  ...leadPlace('destinations.upstream'),
  enabled: () => Boolean(env.LEADS_UPSTREAM_URL),
  timeoutMs: () => env.LEADS_UPSTREAM_TIMEOUT_MS,
  async send(id, lead) {
    const outcome = await postJson(env.LEADS_UPSTREAM_URL ?? '', {
      key: id,
      body: requestOf(lead),
      timeoutMs: env.LEADS_UPSTREAM_TIMEOUT_MS,
      service: 'servicio de leads',
    });
    if (!outcome.ok) {
      if (!refusesUs(outcome.status)) return outcome;
      return { ok: false, held: true, reason: outcome.reason.replace(/: no se reintentará$/, '') };
    }
    const upstreamId = (outcome.body as { lead_id?: unknown } | null)?.lead_id;
    const known = typeof upstreamId === 'string' || typeof upstreamId === 'number';
    return { ok: true, fields: known ? { upstreamId: String(upstreamId) } : {} };
  },
  afterSend: watchDestination('upstream'),
};

/**
 * Deletions in Odoo of a person's leads (Ley 21.719; lib/privacy records them with the
 * deletion): every `crm.lead` of the lead's id, archived ones too, looked for again until no
 * earlier send can still commit (`settlesAt`). Held like a lead when Odoo refuses us; never
 * given up. A done one is deleted 90 days after it was sent (`expiresAt`).
 */
export const odooDeletionChannel: OutboxChannel = {
  name: 'odoo-deletions',
  collection: leadCollections.odooDeletions,
  derive: expiryOnceSent,
  enabled: () => odooConfig() !== null,
  // One after the other: the external id, the search, the unlink, and the key check of a refusal.
  timeoutMs: () => (odooConfig()?.timeoutMs ?? 0) * 4,
  async send(_id, message: DocumentData) {
    const config = odooConfig();
    if (!config) return { ok: false, reason: 'Odoo ya no está configurado (ODOO_URL)' };
    const odooId = Number(message.odooId);
    const outcome = await deleteOdooLeads(config, {
      leadId: String(message.leadId),
      ...(Number.isInteger(odooId) && odooId > 0 && { odooId }),
    });
    if (!outcome.ok) return asSendFailure(outcome);
    // Done only once no earlier send can still commit: until then it looks again (with backoff).
    const unsettled = deletionUnsettled(message);
    if (unsettled) return { ok: false, reason: unsettled };
    return { ok: true, fields: { deletedIds: outcome.deleted } };
  },
  afterSend: watchDestination('odoo'),
};

/** The lead channels, one per destination. */
export const leadChannels: Record<LeadDestination, OutboxChannel> = {
  odoo: odooLeadChannel,
  upstream: upstreamLeadChannel,
};

/**
 * After a lead's answer (Next's `after()`): send it to each destination and its sales notices
 * (Odoo's acknowledgement follows once Odoo has the lead; one made due otherwise, as by an
 * unblocking, goes with the next sweep); now and then also sweep a few other due ones.
 */
export async function sendLeadInBackground(leadId: string, noticeIds: readonly string[] = []) {
  await Promise.all([
    ...Object.values(leadChannels).map((channel) => deliverInBackground(channel, [leadId])),
    deliverInBackground(salesNoticeChannel, noticeIds),
  ]);
}

/**
 * After a booking's answer (Next's `after()`): a lead made from it goes to each destination like
 * any lead; a meeting whose activity is due goes to Odoo.
 */
export async function sendBookingInBackground(result: BookingResult) {
  await Promise.all([
    result.created ? sendLeadInBackground(result.leadId, result.noticeIds) : undefined,
    result.activityDue ? deliverInBackground(meetingChannel, [result.leadId]) : undefined,
  ]);
}
