import { createHash, randomInt } from 'node:crypto';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { SolvedProof } from './proof-of-work';

export const RATE_WINDOW_MS = 60_000;

/**
 * The fixed one-minute window a submission falls in for its client address: the id of its
 * counter document and when the window starts and ends. The address is hashed: the counters are
 * not a log of visitors' addresses.
 */
export function rateWindow(address: string, nowMs: number) {
  const start = Math.floor(nowMs / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const end = start + RATE_WINDOW_MS;
  const addressHash = createHash('sha256').update(address).digest('hex').slice(0, 32);
  return {
    id: `${addressHash}-${start}`,
    start,
    end: new Date(end),
    retryAfterSeconds: Math.max(1, Math.ceil((end - nowMs) / 1000)),
  };
}

/** How many documents the global ceiling is spread over. */
export const GLOBAL_SHARDS = 50;

/** Each shard's part of the global ceiling per minute (at least one submission). */
export const shardLimit = (globalLimitPerMinute: number) =>
  Math.max(1, Math.ceil(globalLimitPerMinute / GLOBAL_SHARDS));

/** The counter document of one shard of the global ceiling in the window starting at `start`. */
export const globalShardId = (shard: number, start: number) => `all-${shard}-${start}`;

/**
 * Two different shards, picked at random whatever the client address: the submission is counted
 * on the emptier ("power of two choices"), so the shards fill evenly and the ceiling is reached
 * only once all submissions together reach it. Keyed by address, a few addresses could fill the
 * shards of everyone else who shares them.
 */
export function pickShards(random: (below: number) => number = randomInt): [number, number] {
  const first = random(GLOBAL_SHARDS);
  // Any other shard, each as likely: one of the GLOBAL_SHARDS - 1 after `first`, wrapping round.
  const second = (first + 1 + random(GLOBAL_SHARDS - 1)) % GLOBAL_SHARDS;
  return [first, second];
}

/** Per client address and minute, a count of public submissions; `expiresAt` suits a TTL policy. */
export const RATE_COUNTERS_COLLECTION = 'leadRateCounters';

/**
 * The proof-of-work challenges already spent on a submission, by id, until they expire
 * (`expiresAt`, for a TTL policy): a solution is worth one submission.
 */
export const SPENT_PROOFS_COLLECTION = 'spentProofsOfWork';

export type RateLimits = { limitPerMinute: number; globalLimitPerMinute: number };

export type RateSlotOptions = {
  /**
   * The submission carries a solved proof of work (verified by `verifyProofOfWork`): unless it
   * was spent already, only the client address's own limit applies, the global ceiling is
   * neither checked nor counted, and the proof is recorded as spent in the same transaction. A
   * spent one counts as none.
   */
  proofOfWork?: SolvedProof;
  /** A random whole number below its argument (tests pass a seeded one). */
  random?: (below: number) => number;
};

/**
 * Whether a slot was taken; when not, which limit refused it: the client address's own
 * (`client`, the visitor must wait) or the global ceiling (`global`, a solved proof of work gets
 * past it).
 */
export type RateSlot =
  { ok: true } | { ok: false; scope: 'client' | 'global'; retryAfterSeconds: number };

/**
 * Takes one of this minute's slots for a client address in the caller's transaction, without
 * reading in it: the counters are read outside (no lock for a burst to queue on), and each
 * write is conditional on the document being as read (`create`, or `update` at its read
 * time), so a slot another submission took meanwhile fails the whole commit (ALREADY_EXISTS or FAILED_PRECONDITION)
 * instead of being counted twice; `storeWithinRateLimit` then runs it again from fresh reads.
 * The address's own limit is exact (one counter per address and minute); the global ceiling is
 * counted on the emptier of two random shards (see `pickShards`), unless an unspent proof of
 * work skips it. Every instance behind the load balancer shares the counts, and a failed
 * commit does not use up a slot. Lead and privacy-request forms share the counters: a client's
 * public submissions count together.
 */
export async function takeRateSlot(
  db: Firestore,
  transaction: Transaction,
  clientAddress: string,
  limits: RateLimits,
  now: Date,
  { proofOfWork, random }: RateSlotOptions = {},
): Promise<RateSlot> {
  const window = rateWindow(clientAddress, now.getTime());
  const counters = db.collection(RATE_COUNTERS_COLLECTION);
  const counter = counters.doc(window.id);
  const spentProof = proofOfWork && db.collection(SPENT_PROOFS_COLLECTION).doc(proofOfWork.id);
  const shards = pickShards(random).map((shard) =>
    counters.doc(globalShardId(shard, window.start)),
  );
  // One read of everything the slot may need (the shards go unused past an unspent proof).
  const [own, ...read] = await db.getAll(counter, ...shards, ...(spentProof ? [spentProof] : []));
  const spent = read[2];
  if (countOf(own) >= limits.limitPerMinute) {
    return { ok: false, scope: 'client', retryAfterSeconds: window.retryAfterSeconds };
  }
  if (spentProof && spent && !spent.exists) {
    transaction.create(spentProof, { expiresAt: proofOfWork.expiresAt });
  } else {
    const emptier = countOf(read[0]) <= countOf(read[1]) ? 0 : 1;
    if (countOf(read[emptier]) >= shardLimit(limits.globalLimitPerMinute)) {
      return { ok: false, scope: 'global', retryAfterSeconds: window.retryAfterSeconds };
    }
    countOneMore(transaction, read[emptier]!, window.end);
  }
  countOneMore(transaction, own!, window.end);
  return { ok: true };
}

/** A counter one higher, provided it is still as `read` (created, if it did not exist). */
function countOneMore(transaction: Transaction, read: DocumentSnapshot, expiresAt: Date) {
  if (!read.exists) transaction.create(read.ref, { count: 1, expiresAt });
  else
    transaction.update(
      read.ref,
      { count: countOf(read) + 1 },
      { lastUpdateTime: read.updateTime! },
    );
}

const countOf = (snapshot: { get(field: string): unknown } | undefined) =>
  (snapshot?.get('count') as number | undefined) ?? 0;
