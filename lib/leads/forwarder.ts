import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { leaseMs } from './schedule';
import { claimLead, dueLeadIds, recordFailure, recordForwarded } from './store';
import { sendLead } from './upstream';

export type ForwardResult = 'forwarded' | 'failed' | 'skipped';
export type ForwardTotals = Record<ForwardResult, number>;

/** Sends at a time per sweep: enough to drain a backlog quickly, gentle on the lead service. */
const CONCURRENT_SENDS = 8;
const PAGE_SIZE = 100;
/** Per server instance, how often a request may also sweep other due leads, and how many. */
const BACKGROUND_SWEEP_INTERVAL_MS = 30_000;
const BACKGROUND_SWEEP_LIMIT = 20;

/**
 * Claims, sends and records one lead. `skipped`: not due, taken by another forwarder, or the
 * claim could not be made (it stays claimable). A crash, or a Firestore error, after sending but
 * before recording leaves the lead `forwarding` until its lease ends; it is then sent again with
 * the same Idempotency-Key, for the lead service to drop.
 */
export async function forwardLead(
  id: string,
  { ignoreBackoff = false }: { ignoreBackoff?: boolean } = {},
): Promise<ForwardResult> {
  const url = env.LEADS_UPSTREAM_URL;
  if (!url) return 'skipped';
  const timeoutMs = env.LEADS_UPSTREAM_TIMEOUT_MS;
  let claim;
  try {
    claim = await claimLead(id, { now: new Date(), leaseMs: leaseMs(timeoutMs), ignoreBackoff });
  } catch (error) {
    log.error('leads', `Lead ${id}: could not be claimed`, error);
    return 'skipped';
  }
  if (!claim) return 'skipped';
  const outcome = await sendLead(url, id, claim.request, timeoutMs);
  try {
    if (outcome.ok) {
      await recordForwarded(id, outcome.upstreamId, new Date());
      return 'forwarded';
    }
    log.warn('leads', `Lead ${id} not forwarded (attempt ${claim.attempts}): ${outcome.reason}`);
    await recordFailure(id, claim, outcome.reason, new Date());
  } catch (error) {
    log.error(
      'leads',
      `Lead ${id}: the outcome of attempt ${claim.attempts} was not recorded`,
      error,
    );
  }
  return 'failed';
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
 * Forwards the pending leads that are due (every pending lead with `ignoreBackoff`), up to
 * `limit`. Safe to run from several processes at once: each lead is claimed in a transaction.
 */
export async function forwardPendingLeads({
  ignoreBackoff = false,
  limit = Number.POSITIVE_INFINITY,
}: { ignoreBackoff?: boolean; limit?: number } = {}): Promise<ForwardTotals> {
  const totals: ForwardTotals = { forwarded: 0, failed: 0, skipped: 0 };
  if (!env.LEADS_UPSTREAM_URL) return totals;
  const seen = new Set<string>();
  const pageSize = Math.min(PAGE_SIZE, limit);
  for await (const page of dueLeadIds({ now: new Date(), ignoreBackoff, pageSize })) {
    const fresh = page.filter((id) => !seen.has(id)).slice(0, limit - seen.size);
    for (const id of fresh) seen.add(id);
    const results = await mapConcurrently(fresh, CONCURRENT_SENDS, (id) =>
      forwardLead(id, { ignoreBackoff }),
    );
    for (const result of results) totals[result] += 1;
    if (seen.size >= limit) break;
  }
  return totals;
}

let lastSweepAt = 0;

/**
 * Work done after a response is sent (Next's `after()`): forward the lead just stored, then,
 * at most every 30 s per instance, a few other due leads. Visitors keep the retries going
 * without a scheduler and without waiting for them; `npm run leads:retry` does the rest.
 */
export async function forwardInBackground(newLeadId?: string) {
  if (!env.LEADS_UPSTREAM_URL) return;
  try {
    if (newLeadId) await forwardLead(newLeadId);
    if (Date.now() - lastSweepAt < BACKGROUND_SWEEP_INTERVAL_MS) return;
    lastSweepAt = Date.now();
    await forwardPendingLeads({ limit: BACKGROUND_SWEEP_LIMIT });
  } catch (error) {
    log.error('leads', 'Forwarding leads in the background failed', error);
  }
}
