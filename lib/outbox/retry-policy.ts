/**
 * Where a message of the outbox stands:
 * - `pending`: waiting to be sent, first or again after a failed attempt;
 * - `forwarding`: claimed by one sender, whose lease ends at `nextAttemptAt`;
 * - `forwarded`: the outside service accepted it;
 * - `held`: the service refuses us, not this message (an expired key, missing rights, an unknown
 *   endpoint): never given up, tried again every HELD_RETRY_MS (or at once, when staff ask);
 * - `failed`: given up, after an answer that will never change or its channel's last attempt
 *   (kept for staff to see, with the reason in `lastError`).
 * A channel may also take a message out of the outbox with a status of its own (a lead
 * `blocked` on request): nothing is then due, and its place's `blocked` keeps the claim from
 * taking it should anything make it due.
 */
export type OutboxStatus = 'pending' | 'forwarding' | 'held' | 'forwarded' | 'failed';

/** How often a held message is tried again: the service refusing us is fixed by a person. */
export const HELD_RETRY_MS = 15 * 60_000;

const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * How long a pending message waits after its n-th failed attempt: 30 s, doubling up to an hour,
 * then hourly until its channel gives up (leads never do: staff see their attempts and last
 * error).
 */
export function retryDelayMs(attempts: number): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 20);
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** doublings, MAX_RETRY_DELAY_MS);
}

/**
 * Whether an HTTP status will be the same however often the message is sent again: a 4xx (the
 * request itself is refused: malformed, unauthorised, gone), except 408 (the server timed out)
 * and 429 (too many requests for now), which may pass later like a 5xx.
 */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** Whether a failed attempt was the last one a channel allows (none: it never gives up). */
export function isLastAttempt(attempts: number, maxAttempts: number | undefined): boolean {
  return maxAttempts !== undefined && attempts >= maxAttempts;
}

/**
 * How long a claim keeps other senders away: the request's timeout plus a wide margin to record
 * the outcome. Only a sender that died mid-way lets a lease run out; the message is then sent
 * again with the same Idempotency-Key, which the receiving service uses to drop the repeat.
 */
export const leaseMs = (timeoutMs: number) => timeoutMs + 60_000;

/**
 * Whether a sender may claim the message now. `nextAttemptAt` is the one clock of both waits:
 * the backoff of a pending message and the lease of one being sent. `ignoreBackoff` (the retry
 * command's `--all`, after an outage) skips the first, never the second.
 */
export function isClaimable(
  message: { status: string; nextAttemptAt?: Date },
  now: Date,
  ignoreBackoff = false,
): boolean {
  if (!message.nextAttemptAt) return false;
  const due = message.nextAttemptAt.getTime() <= now.getTime();
  if (message.status === 'pending' || message.status === 'held') return due || ignoreBackoff;
  return message.status === 'forwarding' && due;
}
