import 'server-only';
import type { DocumentData } from 'firebase-admin/firestore';
import { log } from '@/lib/log';
import type { SendFailure } from './http';
import { leaseMs } from './retry-policy';
import {
  claimMessage,
  dueMessageIds,
  recordFailure,
  recordForwarded,
  type FailureOutcome,
  type OutboxPlace,
} from './store';

/** What became of one send, as recorded. */
export type SendResult = 'forwarded' | FailureOutcome;

/**
 * One kind of message the outbox sends (a lead to one destination, shift notifications, chat
 * notices): where its messages are kept (`OutboxPlace`) and how one is sent. `send` answers the
 * fields to record on success; it gets the whole document and the attempt it is (1 for the
 * first: a later one may follow a send whose answer was lost).
 */
export interface OutboxChannel extends OutboxPlace {
  /** For logs and the retry command's report. */
  name: string;
  /** Off (nothing configured to send to): messages are neither claimed nor swept. */
  enabled: () => boolean;
  timeoutMs: () => number;
  /**
   * Attempts before a message is given up (`failed`); none: retried for ever, unless a send
   * fails for good (`permanent`), which gives the message up at once on every channel.
   */
  maxAttempts?: number;
  send: (
    id: string,
    message: DocumentData,
    attempt: number,
  ) => Promise<{ ok: true; fields?: Record<string, unknown> } | SendFailure>;
  /**
   * Told of each recorded result, with the send's failure if it failed, once written (a
   * destination refusing us, or accepting again): errors are logged, never thrown.
   */
  afterSend?: (id: string, result: SendResult, failure?: SendFailure) => Promise<void>;
}

export type DeliveryResult = 'forwarded' | 'failed' | 'skipped';
export type DeliveryTotals = Record<DeliveryResult, number>;

/** Sends at a time per sweep: enough to drain a backlog quickly, gentle on the service. */
const CONCURRENT_SENDS = 8;
const PAGE_SIZE = 100;
/** Per server instance and channel, how often a request may also sweep due messages, how many. */
const BACKGROUND_SWEEP_INTERVAL_MS = 30_000;
const BACKGROUND_SWEEP_LIMIT = 20;

/**
 * Claims, sends and records one message. `skipped`: not due, taken by another sender, or the
 * claim could not be made (it stays claimable). A crash, or a Firestore error, after sending but
 * before recording leaves the message `forwarding` until its lease ends; it is then sent again
 * with the same Idempotency-Key, for the service to drop.
 */
export async function deliver(
  channel: OutboxChannel,
  id: string,
  { ignoreBackoff = false }: { ignoreBackoff?: boolean } = {},
): Promise<DeliveryResult> {
  if (!channel.enabled()) return 'skipped';
  let claim;
  try {
    const lease = leaseMs(channel.timeoutMs());
    claim = await claimMessage(channel, id, {
      now: new Date(),
      leaseMs: lease,
      ignoreBackoff,
    });
  } catch (error) {
    log.error(channel.name, `${id}: could not be claimed`, error);
    return 'skipped';
  }
  if (!claim) return 'skipped';
  const outcome = await channel.send(id, claim.data, claim.attempts);
  let result: SendResult | null = null;
  try {
    if (outcome.ok) {
      await recordForwarded(channel, id, claim, outcome.fields ?? {}, new Date());
      result = 'forwarded';
    } else {
      result = await recordFailure(channel, id, claim, outcome.reason, {
        now: new Date(),
        maxAttempts: channel.maxAttempts,
        permanent: outcome.permanent,
        held: outcome.held || outcome.heldAlone,
        retryAfterMs: outcome.retryAfterMs,
      });
      const what = { pending: 'not sent', held: 'held', failed: 'given up' }[result ?? 'pending'];
      log.warn(channel.name, `${id} ${what} (attempt ${claim.attempts}): ${outcome.reason}`);
    }
  } catch (error) {
    log.error(
      channel.name,
      `${id}: the outcome of attempt ${claim.attempts} was not recorded`,
      error,
    );
  }
  if (result && channel.afterSend) {
    await channel
      .afterSend(id, result, outcome.ok ? undefined : outcome)
      .catch((error: unknown) => log.error(channel.name, `${id}: after the send`, error));
  }
  return result === 'forwarded' ? 'forwarded' : 'failed';
}

/** Runs `task` on every item, at most `concurrency` at once, results in order. */
async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

/**
 * Sends the channel's due messages (every pending one with `ignoreBackoff`), up to `limit`.
 * Safe to run from several processes at once: a message's claim is conditional on it as read.
 */
export async function deliverDue(
  channel: OutboxChannel,
  {
    ignoreBackoff = false,
    limit = Number.POSITIVE_INFINITY,
  }: { ignoreBackoff?: boolean; limit?: number } = {},
): Promise<DeliveryTotals> {
  const totals: DeliveryTotals = { forwarded: 0, failed: 0, skipped: 0 };
  if (!channel.enabled()) return totals;
  const seen = new Set<string>();
  const pageSize = Math.min(PAGE_SIZE, limit);
  const pages = dueMessageIds(channel, { now: new Date(), ignoreBackoff, pageSize });
  for await (const page of pages) {
    const fresh = page.filter((id) => !seen.has(id)).slice(0, limit - seen.size);
    for (const id of fresh) seen.add(id);
    const results = await mapConcurrently(fresh, CONCURRENT_SENDS, (id) =>
      deliver(channel, id, { ignoreBackoff }),
    );
    for (const result of results) totals[result] += 1;
    if (seen.size >= limit) break;
  }
  return totals;
}

const lastSweepAt = new Map<string, number>();

/**
 * Work done after a response is sent (Next's `after()`): send the messages just recorded, then,
 * at most every 30 s per instance and channel, a few other due ones. Requests keep the retries
 * going without a scheduler and without waiting for them; `npm run outbox:retry` does the rest.
 */
export async function deliverInBackground(channel: OutboxChannel, newIds: readonly string[] = []) {
  if (!channel.enabled()) return;
  try {
    await Promise.all(newIds.map((id) => deliver(channel, id)));
    if (Date.now() - (lastSweepAt.get(channel.name) ?? 0) < BACKGROUND_SWEEP_INTERVAL_MS) return;
    lastSweepAt.set(channel.name, Date.now());
    await deliverDue(channel, { limit: BACKGROUND_SWEEP_LIMIT });
  } catch (error) {
    log.error(channel.name, 'Sending in the background failed', error);
  }
}
