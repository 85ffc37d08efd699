/**
 * Where a lead stands:
 * - `stored`: kept in Firestore only (no lead service configured, the local default);
 * - `pending`: waiting to be forwarded, first or again after a failed attempt;
 * - `forwarding`: claimed by one forwarder, whose lease ends at `nextAttemptAt`;
 * - `forwarded`: the lead service accepted it.
 */
export type LeadStatus = 'stored' | 'pending' | 'forwarding' | 'forwarded';

const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * How long a pending lead waits after its n-th failed attempt: 30 s, doubling up to an hour,
 * and then hourly for ever: a lead is never given up (staff see its attempts and last error).
 */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** doublings, MAX_RETRY_DELAY_MS);
}

/**
 * How long a claim keeps other forwarders away: the request's timeout plus a wide margin to
 * record the outcome. Only a forwarder that died mid-way lets a lease run out; the lead is then
 * sent again with the same Idempotency-Key, which the lead service uses to drop the repeat.
 */
export const leaseMs = (timeoutMs: number) => timeoutMs + 60_000;

/**
 * Whether a forwarder may claim the lead now. `nextAttemptAt` is the one clock of both waits:
 * the backoff of a pending lead and the lease of one being forwarded. `ignoreBackoff` (the retry
 * command's `--all`, after an outage) skips the first, never the second.
 */
export function isClaimable(
  lead: { status: LeadStatus; nextAttemptAt?: Date },
  now: Date,
  ignoreBackoff = false,
): boolean {
  if (!lead.nextAttemptAt) return false;
  const due = lead.nextAttemptAt.getTime() <= now.getTime();
  if (lead.status === 'pending') return due || ignoreBackoff;
  return lead.status === 'forwarding' && due;
}
