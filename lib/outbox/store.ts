import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  type DocumentData,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import { isClaimable, isLastAttempt, retryDelayMs } from './schedule';

/** The outbox fields of a message, beside the channel's own (docs/contracts.md, Data model). */
export interface OutboxFields {
  status: string;
  /** Sends started so far. */
  attempts: number;
  /** When a sender may next claim it (see isClaimable); absent once sent, given up or stored. */
  nextAttemptAt?: Timestamp;
  /** Which claim is in progress, so a late sender cannot overwrite a newer claim's outcome. */
  claimToken?: string;
  forwardedAt?: Timestamp;
  lastError?: string;
}

export interface Claim {
  token: string;
  attempts: number;
  /** The message as stored, for the channel to send. */
  data: DocumentData;
}

/** The outbox fields of a new message, due at once. */
export const newOutboxFields = (now: Date) => ({
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: now,
});

const messages = (collection: string) => adminDb().collection(collection);

/**
 * Takes the message for one send, if it is claimable: `forwarding`, one more attempt, a lease
 * until `now + leaseMs`. A transaction, so of two senders racing for a message exactly one gets
 * it.
 */
export async function claimMessage(
  collection: string,
  id: string,
  { now, leaseMs, ignoreBackoff }: { now: Date; leaseMs: number; ignoreBackoff: boolean },
): Promise<Claim | null> {
  const ref = messages(collection).doc(id);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const data = snapshot.data() as DocumentData & OutboxFields;
    const state = { status: data.status, nextAttemptAt: data.nextAttemptAt?.toDate() };
    if (!isClaimable(state, now, ignoreBackoff)) return null;
    const claim = { token: randomUUID(), attempts: data.attempts + 1, data };
    transaction.update(ref, {
      status: 'forwarding',
      attempts: claim.attempts,
      claimToken: claim.token,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    });
    return claim;
  });
}

/**
 * The service accepted the message. One recorded as forwarded already keeps its record; one
 * deleted meanwhile (personal data deleted on request) stays deleted; one `blocked` meanwhile
 * records that it was sent, and stays blocked.
 */
export async function recordForwarded(
  collection: string,
  id: string,
  fields: Record<string, unknown>,
  now: Date,
) {
  const ref = messages(collection).doc(id);
  await runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists || snapshot.get('status') === 'forwarded') return;
    if (snapshot.get('status') === 'blocked') {
      transaction.update(ref, { ...fields, forwardedAt: now });
      return;
    }
    transaction.update(ref, {
      ...fields,
      status: 'forwarded',
      forwardedAt: now,
      nextAttemptAt: FieldValue.delete(),
      claimToken: FieldValue.delete(),
      lastError: FieldValue.delete(),
    });
  });
}

/**
 * The send failed: back to `pending` with the next attempt after the backoff, or `failed` (given
 * up, no longer due) when the failure is `permanent` or after the channel's last attempt; the
 * reason is kept in `lastError` either way. Only the claim still in force may do this; if its
 * lease ran out and another sender took over, that one's outcome counts. Answers whether the
 * message was given up.
 */
export async function recordFailure(
  collection: string,
  id: string,
  claim: Claim,
  reason: string,
  { now, maxAttempts, permanent = false }: { now: Date; maxAttempts?: number; permanent?: boolean },
): Promise<boolean> {
  const ref = messages(collection).doc(id);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.get('status') !== 'forwarding' || snapshot.get('claimToken') !== claim.token) {
      return false;
    }
    const givenUp = permanent || isLastAttempt(claim.attempts, maxAttempts);
    transaction.update(ref, {
      status: givenUp ? 'failed' : 'pending',
      nextAttemptAt: givenUp
        ? FieldValue.delete()
        : new Date(now.getTime() + retryDelayMs(claim.attempts)),
      claimToken: FieldValue.delete(),
      lastError: reason,
    });
    return givenUp;
  });
}

/**
 * Ids of the messages a sender may claim, oldest wait first, a page at a time. Only messages
 * still to send have `nextAttemptAt`, so the query needs nothing but Firestore's automatic
 * single-field index. With `ignoreBackoff` it lists every such message (leases are checked when
 * claiming). A claim moves a message further down the order, so callers skip ids seen before.
 */
export async function* dueMessageIds(
  collection: string,
  { now, ignoreBackoff, pageSize }: { now: Date; ignoreBackoff: boolean; pageSize: number },
): AsyncGenerator<string[]> {
  let query = messages(collection).orderBy('nextAttemptAt').select('nextAttemptAt').limit(pageSize);
  if (!ignoreBackoff) query = query.where('nextAttemptAt', '<=', now);
  let last: QueryDocumentSnapshot | undefined;
  while (true) {
    const page = await (last ? query.startAfter(last) : query).get();
    if (page.empty) return;
    yield page.docs.map((document) => document.id);
    last = page.docs.at(-1);
  }
}
