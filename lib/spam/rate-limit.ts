import { createHash } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

export const RATE_WINDOW_MS = 60_000;

/**
 * The fixed one-minute window a lead falls in for its client address: the id of its counter
 * document and when the window ends. The address is hashed: the counters are not a log of
 * visitors' addresses.
 */
export function rateWindow(address: string, nowMs: number) {
  const start = Math.floor(nowMs / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const end = start + RATE_WINDOW_MS;
  const addressHash = createHash('sha256').update(address).digest('hex').slice(0, 32);
  // Its share of the global ceiling: counted on one of GLOBAL_SHARDS documents, so that leads
  // from many addresses at once do not all contend for a single counter.
  const shard = Number.parseInt(addressHash.slice(0, 8), 16) % GLOBAL_SHARDS;
  return {
    id: `${addressHash}-${start}`,
    globalId: `all-${shard}-${start}`,
    end: new Date(end),
    retryAfterSeconds: Math.max(1, Math.ceil((end - nowMs) / 1000)),
  };
}

/** How many documents the global ceiling is spread over. */
export const GLOBAL_SHARDS = 50;

/** Each shard's part of the global ceiling per minute (at least one lead). */
export const shardLimit = (globalLimitPerMinute: number) =>
  Math.max(1, Math.ceil(globalLimitPerMinute / GLOBAL_SHARDS));

/** Per client address and minute, a count of public submissions; `expiresAt` suits a TTL policy. */
export const RATE_COUNTERS_COLLECTION = 'leadRateCounters';

export type RateLimits = { limitPerMinute: number; globalLimitPerMinute: number };

/**
 * Takes one of this minute's slots for a client address inside the caller's transaction (reads
 * first, then writes, as Firestore requires: the caller only writes after it). Every instance
 * behind the load balancer shares the counts, and a failed transaction does not use up a slot.
 * Lead and privacy-request forms share the counters: a client's public submissions count together.
 */
export async function takeRateSlot(
  db: Firestore,
  transaction: Transaction,
  clientAddress: string,
  limits: RateLimits,
  now: Date,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const window = rateWindow(clientAddress, now.getTime());
  const counters = db.collection(RATE_COUNTERS_COLLECTION);
  const counter = counters.doc(window.id);
  const globalCounter = counters.doc(window.globalId);
  const [own, all] = await transaction.getAll(counter, globalCounter);
  const count = (own?.get('count') as number | undefined) ?? 0;
  const globalCount = (all?.get('count') as number | undefined) ?? 0;
  if (count >= limits.limitPerMinute || globalCount >= shardLimit(limits.globalLimitPerMinute)) {
    return { ok: false, retryAfterSeconds: window.retryAfterSeconds };
  }
  transaction.set(counter, { count: count + 1, expiresAt: window.end });
  transaction.set(globalCounter, { count: globalCount + 1, expiresAt: window.end });
  return { ok: true };
}
