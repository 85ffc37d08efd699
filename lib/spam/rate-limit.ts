import { createHash } from 'node:crypto';

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
