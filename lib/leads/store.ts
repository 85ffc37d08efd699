import 'server-only';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb, runTransaction } from '@/lib/firebase';
import { newOutboxFields, type OutboxFields, type OutboxStatus } from '@/lib/outbox';
import { takeRateSlot, type RateLimits } from '@/lib/spam';
import { leadCollections, leadSchema, type LeadFields } from './schema';

/**
 * Where a lead stands: `stored` (kept in Firestore only: no lead service configured, the local
 * default) or an outbox status. A lead is retried for ever, unless the lead service refuses it
 * with an answer that will never change (`failed`, its `lastError` says why).
 */
export type LeadStatus = 'stored' | OutboxStatus;

/** A document of the `leads` collection (docs/contracts.md): a message of the outbox. */
interface LeadDocument extends LeadFields, OutboxFields {
  status: LeadStatus;
  createdAt: Timestamp;
  upstreamId?: string;
}

/** A lead as staff see it (GET /api/leads), dates in ISO 8601. */
export interface Lead extends LeadFields {
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

const requestFields = Object.keys(leadSchema.shape) as (keyof LeadFields)[];
/** The demo request of a stored lead, as it was submitted. */
export const requestOf = (lead: DocumentData) =>
  Object.fromEntries(requestFields.map((field) => [field, lead[field]])) as LeadFields;

/** An id in the format of real leads, for answering bots without storing anything. */
export const unusedLeadId = () => leads().doc().id;

export type SubmitResult = { ok: true; leadId: string } | { ok: false; retryAfterSeconds: number };

/**
 * Stores a validated lead durably, within its client address's quota per minute. It waits to be
 * forwarded (`pending`) when a lead service is configured, else it is `stored`.
 */
export const submitLead = (fields: LeadFields, clientAddress: string): Promise<SubmitResult> =>
  insertLeadWithinRateLimit(fields, {
    clientAddress,
    limitPerMinute: env.LEADS_RATE_LIMIT_PER_MINUTE,
    globalLimitPerMinute: env.LEADS_GLOBAL_LIMIT_PER_MINUTE,
    forward: Boolean(env.LEADS_UPSTREAM_URL),
    now: new Date(),
  });

/**
 * Stores a lead unless its client address has used up this minute's quota, or its shard of the
 * global ceiling is full: the counters and the lead are one transaction, so nothing is
 * half-written.
 */
export async function insertLeadWithinRateLimit(
  fields: LeadFields,
  {
    clientAddress,
    forward,
    now,
    ...limits
  }: RateLimits & { clientAddress: string; forward: boolean; now: Date },
): Promise<SubmitResult> {
  const lead = leads().doc();
  return runTransaction(async (transaction) => {
    const slot = await takeRateSlot(adminDb(), transaction, clientAddress, limits, now);
    if (!slot.ok) return slot;
    transaction.create(lead, {
      ...fields,
      ...(forward ? newOutboxFields(now) : { status: 'stored', attempts: 0 }),
      createdAt: now,
    });
    return { ok: true, leadId: lead.id };
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
