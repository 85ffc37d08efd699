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
  return {
    id: `${addressHash}-${start}`,
    end: new Date(end),
    retryAfterSeconds: Math.max(1, Math.ceil((end - nowMs) / 1000)),
  };
}
