import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { adminDb, retryLostRaces, runTransaction } from '@/lib/firebase';
import {
  rateWindow,
  takeRateSlot,
  type RateLimits,
  type RateSlot,
  type RateSlotOptions,
} from './rate-limit';

type Refusal = Extract<RateSlot, { ok: false }>;

/**
 * Stores a public submission within the rate limit: one transaction takes the slot
 * (`takeRateSlot`) and runs `store`, which writes the submission's own new documents. A commit
 * that lost the race for a counter runs again from fresh reads, until it is stored or refused:
 * a burst never ends in an error for contention.
 */
export function storeWithinRateLimit<T extends object>(
  clientAddress: string,
  limits: RateLimits,
  now: Date,
  options: RateSlotOptions,
  store: (transaction: Transaction) => T,
): Promise<({ ok: true } & T) | Refusal> {
  const race = () =>
    retryLostRaces(() =>
      runTransaction(async (transaction) => {
        const db = adminDb();
        const slot = await takeRateSlot(db, transaction, clientAddress, limits, now, options);
        return slot.ok ? { ok: true as const, ...store(transaction) } : slot;
      }),
    );
  // The address's count only grows within its minute: after a refusal for it, so is the next.
  return inTurn(rateWindow(clientAddress, now.getTime()).id, (before) =>
    isClientRefusal(before) ? Promise.resolve(before) : race(),
  );
}

const isClientRefusal = (result: unknown): result is Refusal =>
  typeof result === 'object' && result !== null && 'scope' in result && result.scope === 'client';

/**
 * This instance's submissions per address and minute, one at a time, each told how the one
 * before ended: a burst from one address would otherwise send all its commits at its one counter
 * document at once, where they queue (a document takes one write at a time) and all but one
 * lose. Other instances may still race; a lost race runs again.
 */
const turns = new Map<string, Promise<unknown>>();

/**
 * How long a submission waits for the one before it. Past it, it races as one from another
 * instance would (the counts stay exact): a slow or failing database does not stack its delays.
 */
const TURN_WAIT_MS = 2_000;

async function inTurn<T>(key: string, task: (before: unknown) => Promise<T>): Promise<T> {
  const before = turns.get(key) ?? Promise.resolve(undefined);
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, TURN_WAIT_MS)));
  const mine = Promise.race([before, waited]).then((value) => {
    clearTimeout(timer);
    return task(value);
  });
  const done = mine.catch(() => undefined);
  turns.set(key, done);
  try {
    return await mine;
  } finally {
    if (turns.get(key) === done) turns.delete(key);
  }
}
