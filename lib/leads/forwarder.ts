import 'server-only';
import { env } from '@/lib/env';
import {
  deliverDue,
  deliverInBackground,
  postJson,
  type OutboxChannel,
  type SendFailure,
} from '@/lib/outbox';
import { leadCollections, type LeadFields } from './schema';
import { requestOf } from './store';

type UpstreamOutcome = { ok: true; upstreamId?: string } | SendFailure;

/**
 * Sends one lead to the lead service, its id as Idempotency-Key (see `postJson`). The lead
 * service's own id for it, when it answers one, is kept for staff.
 */
async function sendLead(
  url: string,
  leadId: string,
  request: LeadFields,
  timeoutMs: number,
): Promise<UpstreamOutcome> {
  const outcome = await postJson(url, {
    key: leadId,
    body: request,
    timeoutMs,
    service: 'servicio de leads',
  });
  if (!outcome.ok) return outcome;
  const upstreamId = (outcome.body as { lead_id?: unknown } | null)?.lead_id;
  return {
    ok: true,
    upstreamId:
      typeof upstreamId === 'string' || typeof upstreamId === 'number'
        ? String(upstreamId)
        : undefined,
  };
}

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
