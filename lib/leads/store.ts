import 'server-only';
import { randomUUID } from 'node:crypto';
import { FieldValue, type QueryDocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '@/lib/firebase';
import { leadCollections } from './records';
import { rateWindow, shardLimit } from './rate-window';
import { isClaimable, retryDelayMs, type LeadStatus } from './schedule';
import { demoRequestSchema, type DemoRequest } from './schema';

/** A document of the `leads` collection (ARCHITECTURE.md, data model). */
interface LeadDocument extends DemoRequest {
  status: LeadStatus;
  createdAt: Timestamp;
  /** Sends started so far. */
  attempts: number;
  /** When a forwarder may next claim it (see isClaimable); absent once stored or forwarded. */
  nextAttemptAt?: Timestamp;
  /** Which claim is in progress, so a late forwarder cannot overwrite a newer claim's outcome. */
  claimToken?: string;
  forwardedAt?: Timestamp;
  upstreamId?: string;
  lastError?: string;
}

/** A lead as staff see it (GET /api/leads), dates in ISO 8601. */
export interface Lead extends DemoRequest {
  id: string;
  status: LeadStatus;
  attempts: number;
  createdAt: string;
  nextAttemptAt?: string;
  forwardedAt?: string;
  upstreamId?: string;
  lastError?: string;
}

export interface Claim {
  token: string;
  attempts: number;
  request: DemoRequest;
}

const leads = () => adminDb().collection(leadCollections.leads);
/** Per client address and minute, a count of stored leads; `expiresAt` suits a TTL policy. */
const rateCounters = () => adminDb().collection(leadCollections.rateCounters);

const requestFields = Object.keys(demoRequestSchema.shape) as (keyof DemoRequest)[];
const requestOf = (lead: LeadDocument) =>
  Object.fromEntries(requestFields.map((field) => [field, lead[field]])) as DemoRequest;

/** An id in the format of real leads, for answering bots without storing anything. */
export const unusedLeadId = () => leads().doc().id;

/**
 * Stores a lead unless its client address has used up this minute's quota, or its shard of the
 * global ceiling is full. The counters and the lead are one transaction: every instance behind
 * the load balancer shares the counts, nothing is half-written, and a failed write does not use
 * up a slot.
 */
export async function insertLeadWithinRateLimit(
  request: DemoRequest,
  {
    clientAddress,
    limitPerMinute,
    globalLimitPerMinute,
    forward,
    now,
  }: {
    clientAddress: string;
    limitPerMinute: number;
    globalLimitPerMinute: number;
    forward: boolean;
    now: Date;
  },
): Promise<{ id: string } | { retryAfterSeconds: number }> {
  const window = rateWindow(clientAddress, now.getTime());
  const counter = rateCounters().doc(window.id);
  const globalCounter = rateCounters().doc(window.globalId);
  const lead = leads().doc();
  return adminDb().runTransaction(async (transaction) => {
    const [own, all] = await transaction.getAll(counter, globalCounter);
    const count = (own?.get('count') as number | undefined) ?? 0;
    const globalCount = (all?.get('count') as number | undefined) ?? 0;
    if (count >= limitPerMinute || globalCount >= shardLimit(globalLimitPerMinute)) {
      return { retryAfterSeconds: window.retryAfterSeconds };
    }
    transaction.set(counter, { count: count + 1, expiresAt: window.end });
    transaction.set(globalCounter, { count: globalCount + 1, expiresAt: window.end });
    transaction.create(lead, {
      ...request,
      status: forward ? 'pending' : 'stored',
      attempts: 0,
      createdAt: now,
      ...(forward && { nextAttemptAt: now }),
    });
    return { id: lead.id };
  });
}

/**
 * Takes the lead for one send, if it is claimable: `forwarding`, one more attempt, a lease until
 * `now + leaseMs`. A transaction, so of two forwarders racing for a lead exactly one gets it.
 */
export async function claimLead(
  id: string,
  { now, leaseMs, ignoreBackoff }: { now: Date; leaseMs: number; ignoreBackoff: boolean },
): Promise<Claim | null> {
  const ref = leads().doc(id);
  return adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const lead = snapshot.data() as LeadDocument;
    const state = { status: lead.status, nextAttemptAt: lead.nextAttemptAt?.toDate() };
    if (!isClaimable(state, now, ignoreBackoff)) return null;
    const claim = { token: randomUUID(), attempts: lead.attempts + 1, request: requestOf(lead) };
    transaction.update(ref, {
      status: 'forwarding',
      attempts: claim.attempts,
      claimToken: claim.token,
      nextAttemptAt: new Date(now.getTime() + leaseMs),
    });
    return claim;
  });
}

/** The lead service accepted the lead. A lead recorded as forwarded already keeps its record. */
export async function recordForwarded(id: string, upstreamId: string | undefined, now: Date) {
  const ref = leads().doc(id);
  await adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.get('status') === 'forwarded') return;
    transaction.update(ref, {
      status: 'forwarded',
      forwardedAt: now,
      upstreamId,
      nextAttemptAt: FieldValue.delete(),
      claimToken: FieldValue.delete(),
      lastError: FieldValue.delete(),
    });
  });
}

/**
 * The send failed: back to `pending` with the next attempt after the backoff. Only the claim
 * still in force may do this; if its lease ran out and another forwarder took over, that one's
 * outcome counts.
 */
export async function recordFailure(id: string, claim: Claim, reason: string, now: Date) {
  const ref = leads().doc(id);
  await adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (snapshot.get('status') !== 'forwarding' || snapshot.get('claimToken') !== claim.token) {
      return;
    }
    transaction.update(ref, {
      status: 'pending',
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(claim.attempts)),
      claimToken: FieldValue.delete(),
      lastError: reason,
    });
  });
}

/**
 * Ids of the leads a forwarder may claim, oldest wait first, a page at a time. Only leads still
 * to forward have `nextAttemptAt`, so the query needs nothing but Firestore's automatic
 * single-field index. With `ignoreBackoff` it lists every such lead (leases are checked when
 * claiming). A claim moves a lead further down the order, so callers skip ids seen before.
 */
export async function* dueLeadIds({
  now,
  ignoreBackoff,
  pageSize,
}: {
  now: Date;
  ignoreBackoff: boolean;
  pageSize: number;
}): AsyncGenerator<string[]> {
  let query = leads().orderBy('nextAttemptAt').select('nextAttemptAt').limit(pageSize);
  if (!ignoreBackoff) query = query.where('nextAttemptAt', '<=', now);
  let last: QueryDocumentSnapshot | undefined;
  while (true) {
    const page = await (last ? query.startAfter(last) : query).get();
    if (page.empty) return;
    yield page.docs.map((document) => document.id);
    last = page.docs.at(-1);
  }
}

const isoDate = (timestamp: Timestamp | undefined) => timestamp?.toDate().toISOString();

/** The newest leads first. */
export async function listLeads(limit: number): Promise<Lead[]> {
  const snapshot = await leads().orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => {
    const lead = document.data() as LeadDocument;
    return {
      id: document.id,
      ...requestOf(lead),
      status: lead.status,
      attempts: lead.attempts,
      createdAt: lead.createdAt.toDate().toISOString(),
      nextAttemptAt: isoDate(lead.nextAttemptAt),
      forwardedAt: isoDate(lead.forwardedAt),
      upstreamId: lead.upstreamId,
      lastError: lead.lastError,
    };
  });
}
