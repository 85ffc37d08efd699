import 'server-only';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type Query,
  type QueryDocumentSnapshot,
  type Timestamp,
} from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { MalformedCursorError } from '@/lib/errors';
import { adminDb, runTransaction } from '@/lib/firebase';
import { isFirestoreId } from '@/lib/members/client';
import { newOutboxFields } from '@/lib/outbox';
import {
  consentRecord,
  leadExpiresAt,
  normalizeEmail,
  privacyNoticeVersion,
} from '@/lib/privacy/client';
import {
  storeWithinRateLimit,
  type RateLimits,
  type RateSlot,
  type RateSlotOptions,
} from '@/lib/spam';
import { contactOf } from './contact-poll';
import { deskLead, type ContactFilter, type DeskLead } from './desk';
import { configuredDestinations } from './destinations';
import { heldDestinations } from './outages';
import {
  deliveriesOf,
  derivedLeadFields,
  leadDestinations,
  retryableStatuses,
  type Delivery,
  type DeliveryStatus,
  type Lead,
  type LeadDestination,
  type LeadStatus,
  type StoredDelivery,
} from './model';
import { recordSalesNotice } from './sales-notices';
import { leadCollections, requestOf, type LeadSubmissionData } from './schema';

const leads = () => adminDb().collection(leadCollections.leads);

/** An id in the format of real leads, for answering bots without storing anything. */
export const unusedLeadId = () => leads().doc().id;

/** Stored, or refused by the rate limit: `scope` says by the client's limit or the ceiling. */
export type SubmitResult =
  { ok: true; leadId: string; noticeIds: string[] } | Extract<RateSlot, { ok: false }>;

/**
 * Stores a validated lead, whose visitor consented to the privacy notice, durably, within its
 * client address's quota per minute, with its attribution (`utm`, `page`), due at every
 * destination configured now (`stored` when there is none), with its notice to the sales
 * channel. `options` go to the rate limit (a solved proof of work gets past the global ceiling).
 */
export const submitLead = (
  lead: LeadSubmissionData,
  clientAddress: string,
  options: RateSlotOptions = {},
): Promise<SubmitResult> =>
  insertLeadWithinRateLimit(lead, {
    clientAddress,
    limitPerMinute: env.LEADS_RATE_LIMIT_PER_MINUTE,
    globalLimitPerMinute: env.LEADS_GLOBAL_LIMIT_PER_MINUTE,
    destinations: configuredDestinations(),
    retentionDays: env.LEADS_RETENTION_DAYS,
    now: new Date(),
    rateSlot: options,
  });

/** A new lead's delivery to each destination, due at once. */
const newDeliveries = (destinations: readonly LeadDestination[], now: Date) =>
  Object.fromEntries(destinations.map((destination) => [destination, newOutboxFields(now)]));

/**
 * Stores a lead unless its client address has used up this minute's quota, or the global
 * ceiling is reached: the counters, the lead and its sales notice are one transaction, so
 * nothing is half-written. The lead keeps the consent given now to the current privacy notice,
 * and when retention deletes it (`retentionDays` after now).
 */
export async function insertLeadWithinRateLimit(
  { utm, page, ...fields }: LeadSubmissionData,
  {
    clientAddress,
    destinations,
    now,
    retentionDays = env.LEADS_RETENTION_DAYS,
    rateSlot,
    ...limits
  }: RateLimits & {
    clientAddress: string;
    destinations: readonly LeadDestination[];
    now: Date;
    retentionDays?: number;
    rateSlot?: RateSlotOptions;
  },
): Promise<SubmitResult> {
  const lead = leads().doc();
  return storeWithinRateLimit(clientAddress, limits, now, rateSlot ?? {}, (transaction) => {
    const document = {
      ...fields,
      // The address as personal-data look-ups find it, by an indexed equality (lib/privacy).
      emailNormalized: normalizeEmail(fields.email),
      ...(utm && Object.keys(utm).length > 0 && { utm }),
      ...(page && { page }),
      destinations: newDeliveries(destinations, now),
      createdAt: now,
      consent: consentRecord(privacyNoticeVersion.version, now),
      expiresAt: leadExpiresAt(now, retentionDays),
    };
    transaction.create(lead, { ...document, ...derivedLeadFields(document) });
    const noticeIds = recordSalesNotice(
      transaction,
      lead.id,
      {
        event: 'lead.new',
        leadId: lead.id,
        company: fields.company,
        country: fields.country,
        page: page ?? null,
      },
      now,
    );
    return { leadId: lead.id, noticeIds };
  });
}

const isoDate = (value: unknown) =>
  value && typeof value === 'object' && 'toDate' in value
    ? (value as Timestamp).toDate().toISOString()
    : undefined;

const deliveryView = (delivery: Partial<Record<keyof StoredDelivery, unknown>>): Delivery => ({
  status: delivery.status as DeliveryStatus,
  attempts: Number(delivery.attempts ?? 0),
  ...(typeof delivery.lastError === 'string' && { lastError: delivery.lastError }),
  ...(delivery.upstreamId !== undefined && { upstreamId: String(delivery.upstreamId) }),
  ...(isoDate(delivery.forwardedAt) && { forwardedAt: isoDate(delivery.forwardedAt) }),
  ...(isoDate(delivery.nextAttemptAt) && { nextAttemptAt: isoDate(delivery.nextAttemptAt) }),
});

/** A stored lead as staff see it. */
export function leadView(id: string, data: DocumentData): Lead {
  const deliveries = deliveriesOf<Record<string, unknown>>(data);
  const consent = data.consent as { version: string; at: Timestamp } | undefined;
  const upstream = deliveries.upstream;
  const contact = contactOf(data);
  return {
    id,
    ...requestOf(data),
    ...(data.utm && { utm: data.utm as Lead['utm'] }),
    ...(typeof data.page === 'string' && { page: data.page }),
    status: data.status as LeadStatus,
    createdAt: (data.createdAt as Timestamp).toDate().toISOString(),
    ...(consent && {
      consent: { version: consent.version, at: consent.at.toDate().toISOString() },
    }),
    destinations: Object.fromEntries(
      leadDestinations.flatMap((name) => {
        const delivery = deliveries[name];
        return delivery ? [[name, deliveryView(delivery)]] : [];
      }),
    ),
    ...(upstream?.upstreamId !== undefined && { upstreamId: String(upstream.upstreamId) }),
    ...(isoDate(upstream?.forwardedAt) && { forwardedAt: isoDate(upstream?.forwardedAt) }),
    ...(isoDate(data.expiresAt) && { expiresAt: isoDate(data.expiresAt) }),
    ...(contact && { contact }),
  };
}

/**
 * The leads in a state (all of them without one), newest first; `late`: only those late for
 * their first contact and still waiting (the poll keeps `contact.late`).
 */
const leadsIn = (status?: LeadStatus, contact?: ContactFilter): Query => {
  let query = leads().orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (status) query = query.where('status', '==', status);
  if (contact === 'late') query = query.where('contact.late', '==', true);
  return query;
};

/**
 * A page of leads, newest first, optionally in one state or late for first contact, as the desk shows them to a staff
 * member with or without the privacy role (`deskLead`). `cursor` is the last lead id of the
 * previous page; a cursor that names no lead starts over; one that can be no id is refused
 * (400). Answers the next page's cursor.
 */
export async function listLeads({
  status,
  contact,
  cursor,
  limit,
  privacy,
}: {
  status?: LeadStatus;
  contact?: ContactFilter;
  cursor?: string;
  limit: number;
  privacy: boolean;
}): Promise<{ leads: DeskLead[]; nextCursor: string | null }> {
  if (cursor && !isFirestoreId(cursor)) throw new MalformedCursorError();
  let query = leadsIn(status, contact).limit(limit + 1);
  if (cursor) {
    const after = await leads().doc(cursor).get();
    if (after.exists) query = query.startAfter(after);
  }
  const snapshot = await query.get();
  const page = snapshot.docs.slice(0, limit);
  return {
    leads: page.map((document) => deskLead(leadView(document.id, document.data()), { privacy })),
    nextCursor: snapshot.size > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Every lead in a state (all without one), newest first, a page of reads at a time. */
export async function* allLeads(status?: LeadStatus): AsyncGenerator<Lead[]> {
  const query = leadsIn(status).limit(500);
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).get();
    if (page.empty) return;
    yield page.docs.map((document) => leadView(document.id, document.data()));
    last = page.docs.at(-1);
  }
}

/** How many leads wait on a person: held (a destination refuses us) and failed. */
export async function leadsNeedingAttention(): Promise<Record<'held' | 'failed', number>> {
  const [held, failed] = await Promise.all(
    retryableStatuses.map(
      async (status) => (await leads().where('status', '==', status).count().get()).data().count,
    ),
  );
  return { held: held ?? 0, failed: failed ?? 0 };
}

/**
 * Whether no destination refuses us (`leads` in GET /api/health). A lead held alone, because
 * Odoo refused its record while it accepts the key, does not count: one record is not an outage.
 */
export async function noLeadHeld(): Promise<boolean> {
  return (await heldDestinations()).length === 0;
}

export type RetryResult = 'queued' | 'nothing' | 'unknown';

/**
 * Makes a lead's held and failed destinations due now (staff's 'Reintentar'). An older lead
 * whose outbox fields are at the top level moves them into `destinations` on the way.
 */
export async function retryLead(id: string, now = new Date()): Promise<RetryResult> {
  const ref = leads().doc(id);
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return 'unknown';
    const data = snapshot.data() as DocumentData;
    if (data.status === 'blocked') return 'nothing';
    const deliveries = deliveriesOf<DocumentData>(data);
    const due = leadDestinations.filter((name) =>
      (retryableStatuses as readonly unknown[]).includes(deliveries[name]?.status),
    );
    if (due.length === 0) return 'nothing';
    const destinations = { ...deliveries };
    for (const name of due)
      destinations[name] = { ...deliveries[name], status: 'pending', nextAttemptAt: now };
    transaction.update(ref, {
      destinations,
      ...(!data.destinations && formerLayoutCleared),
      ...derivedLeadFields({ ...data, destinations }),
    });
    return 'queued';
  });
}

/** The former layout's top-level outbox fields, removed once moved into `destinations`. */
const formerLayoutCleared = {
  nextAttemptAt: FieldValue.delete(),
  claimToken: FieldValue.delete(),
  attempts: FieldValue.delete(),
  lastError: FieldValue.delete(),
};

/** 'Reintentar todos': every held and failed lead due now. Answers their ids. */
export async function retryAllLeads(now = new Date()): Promise<string[]> {
  const queued: string[] = [];
  for (const status of retryableStatuses) {
    const query = leads().where('status', '==', status).orderBy(FieldPath.documentId()).select();
    let last: QueryDocumentSnapshot | undefined;
    for (;;) {
      const page = await (last ? query.startAfter(last) : query).limit(200).get();
      if (page.empty) break;
      const results = await Promise.all(page.docs.map((document) => retryLead(document.id, now)));
      page.docs.forEach((document, index) => {
        if (results[index] === 'queued') queued.push(document.id);
      });
      last = page.docs.at(-1);
    }
  }
  return queued;
}

/**
 * Leads stored while no destination was configured (`stored`), and older leads still due at
 * the lead service under the former layout, are given a delivery to every destination
 * configured now: they go out once something is. A bounded batch per call (the minute job).
 */
export async function enrollWaitingLeads(now = new Date(), limit = 200): Promise<string[]> {
  const destinations = configuredDestinations();
  if (destinations.length === 0) return [];
  const [stored, legacy] = await Promise.all([
    leads().where('status', '==', 'stored').limit(limit).select().get(),
    // Only the former layout has a top-level `nextAttemptAt`.
    leads().orderBy('nextAttemptAt').limit(limit).select().get(),
  ]);
  const ids = [...new Set([...stored.docs, ...legacy.docs].map((document) => document.id))];
  const enrolled = await Promise.all(
    ids.map((id) =>
      runTransaction(async (transaction) => {
        const ref = leads().doc(id);
        const snapshot = await transaction.get(ref);
        const data = snapshot.data();
        if (!data || data.status === 'blocked') return null;
        const legacyDeliveries = data.destinations ? null : deliveriesOf<DocumentData>(data);
        if (data.status !== 'stored' && !legacyDeliveries?.upstream) return null;
        const destinationsNow = {
          ...newDeliveries(destinations, now),
          ...(legacyDeliveries ?? {}),
        };
        const document = { ...data, destinations: destinationsNow };
        transaction.update(ref, {
          destinations: destinationsNow,
          ...(legacyDeliveries && formerLayoutCleared),
          ...derivedLeadFields(document),
        });
        return id;
      }),
    ),
  );
  return enrolled.filter((id): id is string => id !== null);
}
