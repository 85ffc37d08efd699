import 'server-only';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb, runTransaction } from '@/lib/firebase';
import { newOutboxFields, type OutboxFields, type OutboxStatus } from '@/lib/outbox';
import { consentRecord, leadExpiresAt, privacyNoticeVersion } from '@/lib/privacy/client';
import { takeRateSlot, type RateLimits, type RateSlot, type RateSlotOptions } from '@/lib/spam';
import { leadCollections, leadSchema, type LeadFields, type LeadSubmissionData } from './schema';

/**
 * Where a lead stands: `stored` (kept in Firestore only: no lead service configured, the local
 * default), an outbox status, or `blocked` (staff blocked its address on request: out of the
 * outbox, never forwarded or retried until unblocked; lib/privacy). A lead is retried for ever,
 * unless the lead service refuses it with an answer that will never change (`failed`, its
 * `lastError` says why).
 */
export type LeadStatus = 'stored' | 'blocked' | OutboxStatus;

/** A document of the `leads` collection (docs/contracts.md): a message of the outbox. */
interface LeadDocument extends LeadFields, OutboxFields {
  status: LeadStatus;
  createdAt: Timestamp;
  upstreamId?: string;
  /** The privacy notice version the visitor accepted, and when (absent on older leads). */
  consent?: { version: string; at: Timestamp };
  /** When retention deletes it (Firestore TTL, or `npm run privacy:retention`). */
  expiresAt?: Timestamp;
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
  consent?: { version: string; at: string };
  expiresAt?: string;
}

const leads = () => adminDb().collection(leadCollections.leads);

const requestFields = Object.keys(leadSchema.shape) as (keyof LeadFields)[];
/** The demo request of a stored lead, as it was submitted. */
export const requestOf = (lead: DocumentData) =>
  Object.fromEntries(requestFields.map((field) => [field, lead[field]])) as LeadFields;

/** An id in the format of real leads, for answering bots without storing anything. */
export const unusedLeadId = () => leads().doc().id;

/** Stored, or refused by the rate limit: `scope` says by the client's limit or the ceiling. */
export type SubmitResult = { ok: true; leadId: string } | Extract<RateSlot, { ok: false }>;

/**
 * Stores a validated lead, whose visitor consented to the privacy notice, durably, within its
 * client address's quota per minute, with its attribution (`utm`) and `page` when sent. It waits
 * to be forwarded (`pending`) when a lead service is configured, else it is `stored`. `options`
 * go to the rate limit (a solved proof of work gets past the global ceiling).
 */
export const submitLead = (
  lead: LeadSubmissionData,
  clientAddress: string,
  options: RateSlotOptions = {},
): Promise<SubmitResult> =>
  insertLeadWithinRateLimit(lead, {
    clientAddress,
    rateSlot: options,
    limitPerMinute: env.LEADS_RATE_LIMIT_PER_MINUTE,
    globalLimitPerMinute: env.LEADS_GLOBAL_LIMIT_PER_MINUTE,
    forward: Boolean(env.LEADS_UPSTREAM_URL),
    retentionDays: env.LEADS_RETENTION_DAYS,
    now: new Date(),
  });

/**
 * Stores a lead unless its client address has used up this minute's quota, or its shard of the
 * global ceiling is full: the counters and the lead are one transaction, so nothing is
 * half-written. The lead keeps the consent given now to the current privacy notice, and when
 * retention deletes it (`retentionDays` after now).
 */
export async function insertLeadWithinRateLimit(
  fields: LeadSubmissionData,
  {
    clientAddress,
    forward,
    now,
    retentionDays = env.LEADS_RETENTION_DAYS,
    rateSlot,
    ...limits
  }: RateLimits & {
    clientAddress: string;
    forward: boolean;
    now: Date;
    retentionDays?: number;
    rateSlot?: RateSlotOptions;
  },
): Promise<SubmitResult> {
  const lead = leads().doc();
  return runTransaction(async (transaction) => {
    const slot = await takeRateSlot(adminDb(), transaction, clientAddress, limits, now, rateSlot);
    if (!slot.ok) return slot;
    transaction.create(lead, {
      ...fields,
      ...(forward ? newOutboxFields(now) : { status: 'stored', attempts: 0 }),
      createdAt: now,
      consent: consentRecord(privacyNoticeVersion.version, now),
      expiresAt: leadExpiresAt(now, retentionDays),
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
      consent: lead.consent && {
        version: lead.consent.version,
        at: lead.consent.at.toDate().toISOString(),
      },
      expiresAt: isoDate(lead.expiresAt),
    };
  });
}
