import 'server-only';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type Transaction,
} from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import {
  configuredDestinations,
  deliveriesOf,
  derivedLeadFields,
  leadCollections,
  recordOdooDeletion,
  type LeadCorrection,
} from '@/lib/leads';
import { newOutboxFields } from '@/lib/outbox';
import { auditEntry } from './audit';
import { normalizeEmail } from './email-hash';
import { plainData } from './plain';
import { privacyCollections } from './records';

const leads = () => adminDb().collection(leadCollections.leads);
const requests = () => adminDb().collection(privacyCollections.requests);

/** Leads are read a page at a time when looking for an address. */
const SCAN_PAGE = 500;

/**
 * The leads of an address, compared case-insensitively. Leads keep the address as the visitor
 * typed it, and Firestore compares strings exactly, so every lead's `email` (that field alone)
 * is read: one read per stored lead, which retention keeps to a couple of years of demo requests.
 */
async function leadRefsOf(email: string): Promise<DocumentReference[]> {
  const target = normalizeEmail(email);
  const found: DocumentReference[] = [];
  let query = leads().orderBy(FieldPath.documentId()).select('email').limit(SCAN_PAGE);
  for (;;) {
    const page = await query.get();
    for (const document of page.docs) {
      const stored = document.get('email');
      if (typeof stored === 'string' && normalizeEmail(stored) === target) {
        found.push(document.ref);
      }
    }
    if (page.size < SCAN_PAGE) return found;
    query = query.startAfter(page.docs.at(-1)!);
  }
}

/** The rights requests of an address (stored in lower case). */
const requestRefsOf = async (email: string) =>
  (await requests().where('email', '==', normalizeEmail(email)).get()).docs.map((d) => d.ref);

/** Reads documents inside a transaction, skipping those deleted since they were found. */
async function readAll(transaction: Transaction, refs: DocumentReference[]) {
  if (refs.length === 0) return [];
  const snapshots = await transaction.getAll(...refs);
  return snapshots.filter((snapshot) => snapshot.exists);
}

const asRecord = (id: string, data: DocumentData | undefined) =>
  ({ id, ...(plainData(data ?? {}) as Record<string, unknown>) }) as Record<string, unknown>;

/** Everything stored about an address (GET /api/personal-data, and its export). */
export interface PersonalData {
  email: string;
  leads: Record<string, unknown>[];
  requests: Record<string, unknown>[];
}

/**
 * Everything stored about an address: its leads (every field, with where each was forwarded:
 * `status`, `forwardedAt`, `upstreamId`) and its rights requests, oldest first.
 */
export async function findPersonalData(email: string): Promise<PersonalData> {
  const [leadRefs, requestRefs] = await Promise.all([leadRefsOf(email), requestRefsOf(email)]);
  const read = async (refs: DocumentReference[]) =>
    refs.length ? (await adminDb().getAll(...refs)).filter((snapshot) => snapshot.exists) : [];
  const [leadDocs, requestDocs] = await Promise.all([read(leadRefs), read(requestRefs)]);
  const byCreation = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? ''));
  return {
    email: normalizeEmail(email),
    leads: leadDocs.map((d) => asRecord(d.id, d.data())).sort(byCreation),
    requests: requestDocs.map((d) => asRecord(d.id, d.data())).sort(byCreation),
  };
}

/** The export (portability): the same content, and an audit entry saying who exported it. */
export async function exportPersonalData(email: string, by: string): Promise<PersonalData> {
  const data = await findPersonalData(email);
  const audit = auditEntry({
    email,
    action: 'export',
    by,
    at: new Date(),
    counts: { leads: data.leads.length, requests: data.requests.length },
  });
  await audit.ref.create(audit.data);
  return data;
}

/** A lead that reached (or may have reached) the lead service: staff delete it there too. */
export interface ForwardedLead {
  upstreamId: string | null;
  forwardedAt: string | null;
}

export interface DeletionResult {
  deleted: { leads: number; requests: number };
  forwarded: ForwardedLead[];
}

/**
 * Deletes every lead and rights request of an address, in one transaction with its audit entry
 * (hash only). Each lead that may be in Odoo is deleted there too, through the outbox. Answers
 * what reached the generic lead service, and any lead caught mid-send there (no id yet), so
 * staff delete it at that service. A deleted lead is gone from the outbox: nothing sends or
 * retries it again.
 */
export async function deletePersonalData(email: string, by: string): Promise<DeletionResult> {
  const [leadRefs, requestRefs] = await Promise.all([leadRefsOf(email), requestRefsOf(email)]);
  return runTransaction(async (transaction) => {
    const now = new Date();
    const [leadDocs, requestDocs] = await Promise.all([
      readAll(transaction, leadRefs),
      readAll(transaction, requestRefs),
    ]);
    const forwarded = leadDocs.flatMap((lead): ForwardedLead[] => {
      const upstream = deliveriesOf<DocumentData>(lead.data() ?? {}).upstream;
      if (!upstream) return [];
      const forwardedAt = upstream.forwardedAt?.toDate().toISOString() ?? null;
      const upstreamId = upstream.upstreamId ?? null;
      const inFlight = upstream.status === 'forwarding';
      return forwardedAt || upstreamId || inFlight ? [{ upstreamId, forwardedAt }] : [];
    });
    for (const lead of leadDocs) recordOdooDeletion(transaction, lead, now);
    for (const document of [...leadDocs, ...requestDocs]) transaction.delete(document.ref);
    const counts = { leads: leadDocs.length, requests: requestDocs.length };
    const audit = auditEntry({ email, action: 'delete', by, at: now, counts });
    transaction.create(audit.ref, audit.data);
    return { deleted: counts, forwarded };
  });
}

/**
 * Blocks (or unblocks) every lead of an address, with an audit entry. A blocked lead leaves the
 * outbox (`blocked`, nothing due at any destination): never sent or retried. Unblocked, each
 * destination not yet reached is due at once; a lead with no destination is given every one
 * configured now (or stays `stored`). Answers how many leads changed, and the ids now due.
 */
export async function setBlocked(
  email: string,
  blocked: boolean,
  by: string,
): Promise<{ leads: number; due: string[] }> {
  const leadRefs = await leadRefsOf(email);
  const destinationsNow = configuredDestinations();
  return runTransaction(async (transaction) => {
    const now = new Date();
    const leadDocs = await readAll(transaction, leadRefs);
    const changing = leadDocs.filter((lead) => (lead.get('status') === 'blocked') !== blocked);
    const due: string[] = [];
    for (const lead of changing) {
      const data = lead.data() ?? {};
      const deliveries = deliveriesOf<DocumentData>(data);
      const destinations = Object.fromEntries(
        Object.entries(deliveries).map(([name, delivery]) => {
          if (delivery.status === 'forwarded') return [name, delivery];
          const { nextAttemptAt: _next, claimToken: _claim, ...rest } = delivery;
          return [name, blocked ? rest : { ...rest, status: 'pending', nextAttemptAt: now }];
        }),
      );
      if (!blocked && Object.keys(destinations).length === 0) {
        for (const name of destinationsNow) destinations[name] = newOutboxFields(now);
      }
      const status = blocked ? 'blocked' : undefined;
      transaction.update(lead.ref, {
        destinations,
        ...(!data.destinations && {
          nextAttemptAt: FieldValue.delete(),
          claimToken: FieldValue.delete(),
        }),
        ...derivedLeadFields({ ...data, status, destinations }),
      });
      const waiting = Object.values(destinations).some((delivery) => delivery.status === 'pending');
      if (!blocked && waiting) due.push(lead.id);
    }
    const audit = auditEntry({
      email,
      action: blocked ? 'block' : 'unblock',
      by,
      at: now,
      counts: { leads: changing.length },
    });
    transaction.create(audit.ref, audit.data);
    return { leads: changing.length, due };
  });
}

/**
 * Corrects every lead of an address (rectification), with an audit entry. A corrected email
 * also moves the address's rights requests to it. Answers how many records changed.
 */
export async function correctPersonalData(
  email: string,
  changes: LeadCorrection,
  by: string,
): Promise<{ leads: number; requests: number }> {
  const [leadRefs, requestRefs] = await Promise.all([leadRefsOf(email), requestRefsOf(email)]);
  return runTransaction(async (transaction) => {
    const [leadDocs, requestDocs] = await Promise.all([
      readAll(transaction, leadRefs),
      changes.email === undefined ? [] : readAll(transaction, requestRefs),
    ]);
    for (const lead of leadDocs) transaction.update(lead.ref, changes);
    for (const request of requestDocs) {
      transaction.update(request.ref, { email: normalizeEmail(changes.email ?? email) });
    }
    const counts = { leads: leadDocs.length, requests: requestDocs.length };
    const audit = auditEntry({ email, action: 'correct', by, at: new Date(), counts });
    transaction.create(audit.ref, audit.data);
    return counts;
  });
}
