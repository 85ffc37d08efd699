import 'server-only';
import { postJson, type SendFailure } from '@/lib/outbox';
import type { DemoRequest } from './schema';

export type UpstreamOutcome = { ok: true; upstreamId?: string } | SendFailure;

/**
 * Sends one lead to the lead service, its id as Idempotency-Key (see `postJson`). The lead
 * service's own id for it, when it answers one, is kept for staff.
 */
export async function sendLead(
  url: string,
  leadId: string,
  request: DemoRequest,
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
