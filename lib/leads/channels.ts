import 'server-only';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { expiryOnceSent } from '@/lib/notifications';
import { createOdooLead, deleteOdooLeads, odooConfig, type OdooFailure } from '@/lib/odoo';
import {
  deliverInBackground,
  postJson,
  type OutboxChannel,
  type SendFailure,
  type SendResult,
} from '@/lib/outbox';
import { derivedLeadFields, isBlockedLead, type LeadDestination } from './model';
import { deletionUnsettled } from './odoo-deletions';
import { markAccepting, markHeld } from './outages';
import { salesNoticeChannel } from './sales-notices';

import { leadCollections, requestOf } from './schema';

/**
 * A destination's outbox fields inside the lead (`destinations.<name>`), its overall state, and
 * the block that keeps the outbox's claim from sending it, whatever made it due.
 */
const leadPlace = (destination: LeadDestination) => ({
  collection: leadCollections.leads,
  field: `destinations.${destination}`,
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
export const odooLeadChannel: OutboxChannel = {
  name: 'leads-odoo',
  ...leadPlace('odoo'),
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
  afterSend: watchDestination('odoo'),
};

/** Answers of the lead service that refuse us, not the lead: held, as with Odoo. */
const refusesUs = (status: number | undefined) =>
  status === 401 || status === 403 || status === 404;

/**
 * Leads to the generic lead service of LEADS_UPSTREAM_URL, the lead's id as Idempotency-Key;
 * its own id for the lead, when it answers one, is kept for staff.
 */
export const upstreamLeadChannel: OutboxChannel = {
  name: 'leads-upstream',
  ...leadPlace('upstream'),
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
 * After a lead's answer (Next's `after()`): send it to each destination and its sales notices;
 * now and then also sweep a few other due ones.
 */
export async function sendLeadInBackground(leadId: string, noticeIds: readonly string[] = []) {
  await Promise.all([
    ...Object.values(leadChannels).map((channel) => deliverInBackground(channel, [leadId])),
    deliverInBackground(salesNoticeChannel, noticeIds),
  ]);
}
