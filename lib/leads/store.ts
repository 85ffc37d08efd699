import 'server-only';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import { newOutboxFields, type OutboxFields, type OutboxStatus } from '@/lib/outbox';
import { leadCollections } from './records';
import { rateWindow, shardLimit } from './rate-window';
import { demoRequestSchema, type DemoRequest } from './schema';

/**
 * Where a lead stands: `stored` (kept in Firestore only: no lead service configured, the local
 * default) or an outbox status. A lead is retried for ever, unless the lead service refuses it
 * with an answer that will never change (`failed`, its `lastError` says why).
 */
export type LeadStatus = 'stored' | OutboxStatus;

/** A document of the `leads` collection (docs/contracts.md): a message of the outbox. */
interface LeadDocument extends DemoRequest, OutboxFields {
  status: LeadStatus;
  createdAt: Timestamp;
  upstreamId?: string;
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

const leads = () => adminDb().collection(leadCollections.leads);
/** Per client address and minute, a count of stored leads; `expiresAt` suits a TTL policy. */
const rateCounters = () => adminDb().collection(leadCollections.rateCounters);

const requestFields = Object.keys(demoRequestSchema.shape) as (keyof DemoRequest)[];
/** The demo request of a stored lead, as it was submitted. */
export const requestOf = (lead: DocumentData) =>
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
  return runTransaction(async (transaction) => {
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
      ...(forward ? newOutboxFields(now) : { status: 'stored', attempts: 0 }),
      createdAt: now,
    });
    return { id: lead.id };
  });
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
