import 'server-only';
import { env } from '@/lib/env';
import { deliverDue, deliverInBackground, type OutboxChannel } from '@/lib/outbox';
import { leadCollections } from './records';
import { requestOf } from './store';
import { sendLead } from './upstream';

/**
 * Lead forwarding as a channel of the outbox: to LEADS_UPSTREAM_URL, retried until accepted
 * unless refused for good (a 4xx other than 408 and 429).
 */
export const leadChannel: OutboxChannel = {
  name: 'leads',
  collection: leadCollections.leads,
  enabled: () => Boolean(env.LEADS_UPSTREAM_URL),
  timeoutMs: () => env.LEADS_UPSTREAM_TIMEOUT_MS,
  async send(id, lead) {
    const url = env.LEADS_UPSTREAM_URL ?? '';
    const outcome = await sendLead(url, id, requestOf(lead), env.LEADS_UPSTREAM_TIMEOUT_MS);
    return outcome.ok ? { ok: true, fields: { upstreamId: outcome.upstreamId } } : outcome;
  },
};

/** Forwards the pending leads that are due (all of them with `ignoreBackoff`), up to `limit`. */
export const forwardPendingLeads = (options: { ignoreBackoff?: boolean; limit?: number } = {}) =>
  deliverDue(leadChannel, options);

/**
 * After a response (Next's `after()`): forward the lead just stored, and now and then a few
 * other due leads.
 */
export const forwardInBackground = (newLeadId?: string) =>
  deliverInBackground(leadChannel, newLeadId ? [newLeadId] : []);
