import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  FieldValue,
  type DocumentData,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { adminDb, retryLostRaces } from '@/lib/firebase';
import { HELD_RETRY_MS, isClaimable, isLastAttempt, retryDelayMs } from './retry-policy';

/** The outbox fields of a message, beside the channel's own (docs/contracts.md, Data model). */
interface OutboxFields {
  status: string;
  /** Sends started so far. */
  attempts: number;
  /** When a sender may next claim it (see isClaimable); absent once sent, given up or stored. */
  nextAttemptAt?: Timestamp;
  /** Which claim is in progress, so a late sender cannot overwrite a newer claim's outcome. */
  claimToken?: string;
  forwardedAt?: Timestamp;
  lastError?: string;
  /** The service asked us to wait until then (a rate limit's Retry-After). */
  notBefore?: Timestamp;
}

/**
 * Where a channel's messages live: a collection, and optionally the map `field` of each document
 * that holds the outbox fields (a lead keeps one per destination, `destinations.odoo`), with
 * `derive`, the top-level fields recomputed from the whole document after each change (a lead's
 * overall status), written with each change.
 */
export interface OutboxPlace {
  collection: string;
  field?: string;
  derive?: (document: DocumentData) => Record<string, unknown>;
  /**
   * Whether the whole document forbids sending its message, whatever its outbox fields say (a
   * lead blocked on request). Checked in the claim's transaction: the one place that decides a
   * send.
   */
  blocked?: (document: DocumentData) => boolean;
}

export interface Claim {
  token: string;
  attempts: number;
  /** The whole document as stored, for the channel to send. */
  data: DocumentData;
}

/** The outbox fields of a new message, due at once. */
export const newOutboxFields = (now: Date) => ({
  status: 'pending' as const,
  attempts: 0,
  nextAttemptAt: now,
});

const later = (...instants: (Date | undefined)[]) =>
  new Date(Math.max(...instants.map((instant) => instant?.getTime() ?? 0)));

/**
 * The outbox fields of a message put anew in the place of `previous` (a document that always
 * holds the latest of something: a user group's holder). Due at once, but not while a send of
 * the old content may still be on its way (its lease), nor before the service said to wait
 * (`notBefore`): a send never overtakes one already made, and a rate limit is honoured. When
 * the old send ends it sees the message was renewed (`attempts` back to 0) and leaves it due.
 */
export function renewedOutboxFields(previous: DocumentData | undefined, now: Date) {
  const notBefore = (previous?.notBefore as Timestamp | undefined)?.toDate();
  const lease =
    previous?.status === 'forwarding'
      ? (previous.nextAttemptAt as Timestamp | undefined)?.toDate()
      : undefined;
  return {
    ...newOutboxFields(later(now, notBefore, lease)),
    ...(notBefore && notBefore > now && { notBefore }),
  };
}

/** Whether the message was put anew in its place since `claim` took it (renewedOutboxFields). */
const renewedSince = (message: Partial<OutboxFields>, claim: Claim) =>
  (message.attempts ?? 0) < claim.attempts;

/**
 * What a send of a renewed message's old content leaves: the new content due now (it waited
 * for this send's lease), or when the service said, if it said to wait; nothing if a newer
 * claim is already sending it.
 */
function dueAgain(message: Partial<OutboxFields>, now: Date, retryAfterMs?: number) {
  if (message.status === 'forwarding') return null;
  const notBefore = later(
    message.notBefore?.toDate(),
    retryAfterMs === undefined ? undefined : new Date(now.getTime() + retryAfterMs),
  );
  return {
    set: {
      nextAttemptAt: later(now, notBefore),
      ...(notBefore > now && { notBefore }),
    },
    answer: null,
  };
}

const documentRef = (place: OutboxPlace, id: string) =>
  adminDb().collection(place.collection).doc(id);

/** The path of one outbox field in the document. */
const path = (place: OutboxPlace, name: string) => (place.field ? `${place.field}.${name}` : name);

/** The outbox fields of the message inside its document. */
function outboxFieldsOf(place: OutboxPlace, document: DocumentData): Partial<OutboxFields> {
  if (!place.field) return document;
  let value: unknown = document;
  for (const key of place.field.split('.')) {
    value = value && typeof value === 'object' ? (value as DocumentData)[key] : undefined;
  }
  return (value ?? {}) as Partial<OutboxFields>;
}

/**
 * The update that sets these outbox fields, plus what the channel derives from the document as
 * it will be afterwards. `FieldValue.delete()` removes a field.
 */
function outboxUpdate(
  place: OutboxPlace,
  document: DocumentData,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const update = Object.fromEntries(
    Object.entries(changes).map(([name, value]) => [path(place, name), value]),
  );
  if (!place.derive) return update;
  const message: Record<string, unknown> = { ...outboxFieldsOf(place, document) };
  for (const [name, value] of Object.entries(changes)) {
    if (value instanceof FieldValue) delete message[name];
    else message[name] = value;
  }
  return { ...update, ...place.derive(withField(document, place.field, message)) };
}

/** A copy of `document` whose dotted `field` holds `value`. */
function withField(
  document: DocumentData,
  field: string | undefined,
  value: DocumentData,
): DocumentData {
  if (!field) return { ...document, ...value };
  const [head, ...rest] = field.split('.') as [string, ...string[]];
  const inner = (document[head] ?? {}) as DocumentData;
  return { ...document, [head]: rest.length ? withField(inner, rest.join('.'), value) : value };
}

/**
 * One message's change: `change` reads its outbox fields (and the whole document) and answers
 * the fields to set and what to return, or null to leave it as it is (answered null, as is a
 * message deleted meanwhile). Optimistic, not a transaction: the write is conditional on the
 * document being as read, and decided again from a fresh read when it changed meanwhile, so the
 * senders of a lead's destinations, which share its document, never wait on each other's locks.
 */
function changeMessage<T>(
  place: OutboxPlace,
  id: string,
  change: (
    message: Partial<OutboxFields>,
    data: DocumentData,
  ) => { set: Record<string, unknown>; answer: T } | null,
): Promise<T | null> {
  const ref = documentRef(place, id);
  return retryLostRaces(async () => {
    const snapshot = await ref.get();
    if (!snapshot.exists) return null;
    const data = snapshot.data() as DocumentData;
    const decided = change(outboxFieldsOf(place, data), data);
    if (!decided) return null;
    await ref.update(outboxUpdate(place, data, decided.set), {
      lastUpdateTime: snapshot.updateTime!,
    });
    return decided.answer;
  });
}

/**
 * Takes the message for one send, if it is claimable: `forwarding`, one more attempt, a lease
 * until `now + leaseMs`. Conditional on the message as read, so of two senders racing for a
 * message exactly one gets it. A message its place calls `blocked` is never taken, whatever made
 * it due (a retry, a release of held messages racing the block): its due time is removed
 * instead, so sweeps stop listing it.
 */
export function claimMessage(
  place: OutboxPlace,
  id: string,
  { now, leaseMs, ignoreBackoff }: { now: Date; leaseMs: number; ignoreBackoff: boolean },
): Promise<Claim | null> {
  return changeMessage<Claim | null>(place, id, (message, data) => {
    if (place.blocked?.(data)) {
      return message.nextAttemptAt
        ? { set: { nextAttemptAt: FieldValue.delete() }, answer: null }
        : null;
    }
    const state = {
      status: String(message.status),
      nextAttemptAt: message.nextAttemptAt?.toDate(),
    };
    if (!isClaimable(state, now, ignoreBackoff)) return null;
    const claim = { token: randomUUID(), attempts: (message.attempts ?? 0) + 1, data };
    return {
      set: {
        status: 'forwarding',
        attempts: claim.attempts,
        claimToken: claim.token,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      },
      answer: claim,
    };
  });
}

/**
 * The service accepted the message. One recorded as forwarded already keeps its record; one
 * deleted meanwhile (personal data deleted on request) stays deleted; one renewed meanwhile
 * still has its new content to send. (A lead blocked meanwhile records that it was sent; its
 * channel's `derive` keeps it blocked.)
 */
export async function recordForwarded(
  place: OutboxPlace,
  id: string,
  claim: Claim,
  fields: Record<string, unknown>,
  now: Date,
) {
  await changeMessage(place, id, (message) => {
    if (message.status === 'forwarded') return null;
    if (renewedSince(message, claim)) return dueAgain(message, now);
    return {
      set: {
        ...fields,
        status: 'forwarded',
        forwardedAt: now,
        nextAttemptAt: FieldValue.delete(),
        claimToken: FieldValue.delete(),
        lastError: FieldValue.delete(),
        notBefore: FieldValue.delete(),
      },
      answer: undefined,
    };
  });
}

export type FailureOutcome = 'pending' | 'held' | 'failed';

/**
 * The send failed: back to `pending` with the next attempt after the backoff, or when the
 * service said (`retryAfterMs`, kept as `notBefore`); `held` (the service refuses us) for
 * HELD_RETRY_MS, never given up; or `failed` (given up, no longer due) when the failure is
 * `permanent` or after the channel's last attempt. The reason is kept in `lastError` either
 * way. Only the claim still in force may do this; if its lease ran out and another sender took
 * over, that one's outcome counts (answered `null`); a message renewed meanwhile is left due.
 */
export function recordFailure(
  place: OutboxPlace,
  id: string,
  claim: Claim,
  reason: string,
  {
    now,
    maxAttempts,
    permanent = false,
    held = false,
    retryAfterMs,
  }: {
    now: Date;
    maxAttempts?: number;
    permanent?: boolean;
    held?: boolean;
    retryAfterMs?: number;
  },
): Promise<FailureOutcome | null> {
  return changeMessage(place, id, (message) => {
    if (renewedSince(message, claim)) return dueAgain(message, now, retryAfterMs);
    if (message.status !== 'forwarding' || message.claimToken !== claim.token) return null;
    const outcome: FailureOutcome = held
      ? 'held'
      : permanent || isLastAttempt(claim.attempts, maxAttempts)
        ? 'failed'
        : 'pending';
    const delay =
      outcome === 'held' ? HELD_RETRY_MS : (retryAfterMs ?? retryDelayMs(claim.attempts));
    const next = new Date(now.getTime() + delay);
    return {
      set: {
        status: outcome,
        nextAttemptAt: outcome === 'failed' ? FieldValue.delete() : next,
        claimToken: FieldValue.delete(),
        lastError: reason,
        notBefore: retryAfterMs === undefined ? FieldValue.delete() : next,
      },
      answer: outcome,
    };
  });
}

/**
 * Ids of the messages a sender may claim, oldest wait first, a page at a time. Only messages
 * still to send have `nextAttemptAt`, so the query needs nothing but Firestore's automatic
 * single-field index. With `ignoreBackoff` it lists every such message (leases are checked when
 * claiming). A claim moves a message further down the order, so callers skip ids seen before.
 */
export async function* dueMessageIds(
  place: OutboxPlace,
  { now, ignoreBackoff, pageSize }: { now: Date; ignoreBackoff: boolean; pageSize: number },
): AsyncGenerator<string[]> {
  const field = path(place, 'nextAttemptAt');
  let query = adminDb().collection(place.collection).orderBy(field).select(field).limit(pageSize);
  if (!ignoreBackoff) query = query.where(field, '<=', now);
  let last: QueryDocumentSnapshot | undefined;
  while (true) {
    const page = await (last ? query.startAfter(last) : query).get();
    if (page.empty) return;
    yield page.docs.map((document) => document.id);
    last = page.docs.at(-1);
  }
}
