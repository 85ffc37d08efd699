import 'server-only';
import { env } from '@/lib/env';
import type { DemoRequest } from './schema';
import { insertLeadWithinRateLimit } from './store';

export type SubmitResult = { ok: true; leadId: string } | { ok: false; retryAfterSeconds: number };

/**
 * Stores a validated demo request durably, within its client address's quota per minute. It
 * waits to be forwarded (`pending`) when a lead service is configured, else it is `stored`.
 */
export async function submitLead(
  request: DemoRequest,
  clientAddress: string,
): Promise<SubmitResult> {
  const result = await insertLeadWithinRateLimit(request, {
    clientAddress,
    limitPerMinute: env.LEADS_RATE_LIMIT_PER_MINUTE,
    globalLimitPerMinute: env.LEADS_GLOBAL_LIMIT_PER_MINUTE,
    forward: Boolean(env.LEADS_UPSTREAM_URL),
    now: new Date(),
  });
  return 'id' in result
    ? { ok: true, leadId: result.id }
    : { ok: false, retryAfterSeconds: result.retryAfterSeconds };
}
