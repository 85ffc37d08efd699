import 'server-only';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type QueryDocumentSnapshot,
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
import { normalizeEmail } from './address';
import { addressHash, auditEntry } from './audit';
import { plainData } from './plain';
import { LEAD_EMAIL_MIGRATION, privacyCollections } from './records';

const leads = () => adminDb().collection(leadCollections.leads);
const requests = () => adminDb().collection(privacyCollections.requests);
const migration = () =>
  adminDb().collection(privacyCollections.migrations).doc(LEAD_EMAIL_MIGRATION);

/** Leads read a page at a time by the migration and, until it is done, by look-ups. */
const SCAN_PAGE = 200;

/**
 * The leads of an address, compared case-insensitively: an indexed equality on
 * `emailNormalized`, so a look-up reads only that person's leads. Leads stored before that field
 * existed are found while their migration (`migrateLeadEmails`) is under way: every lead past
 * its progress (`after`, a lead id) is read, and none once it is done.
 */
async function leadsOf(email: string): Promise<QueryDocumentSnapshot[]> {
  const target = normalizeEmail(email);
  const [indexed, progress] = await Promise.all([
    leads().where('emailNormalized', '==', target).get(),
    migration().get(),
  ]);
  if (progress.get('done') === true) return indexed.docs;
  const found = new Map(indexed.docs.map((document) => [document.id, document]));
  let query = leads().orderBy(FieldPath.documentId()).limit(SCAN_PAGE);
  const after = progress.get('after');
  if (typeof after === 'string') query = query.startAfter(after);
  for (;;) {
    const page = await query.get();
    for (const document of page.docs) {
      const stored = document.get('email');
      if (typeof stored === 'string' && normalizeEmail(stored) === target) {
        found.set(document.id, document);
      }
    }
    if (page.size < SCAN_PAGE) return [...found.values()];
    query = query.startAfter(page.docs.at(-1)!);
  }
}

const leadRefsOf = async (email: string) => (await leadsOf(email)).map((d) => d.ref);

/**
 * Gives the leads stored before `emailNormalized` existed that field, a page at a time in lead
 * id order, recording how far it got (`migraciones/leads-email-normalizado`: `after`, `done`),
 * at most `max` leads per call (the every-minute tick runs it until it is done; then it reads one
 * document). Each page is one transaction with the progress, so two ticks at once, or a
 * correction meanwhile, cannot leave a stale address. Answers how many leads it changed.
 */
export async function migrateLeadEmails({ max = 1000 }: { max?: number } = {}): Promise<{
  migrated: number;
  done: boolean;
}> {
  let migrated = 0;
  for (let read = 0; read < max; read += SCAN_PAGE) {
    const step = await runTransaction(async (transaction) => {
      const progress = await transaction.get(migration());
      if (progress.get('done') === true) return { changed: 0, done: true };
      const after = progress.get('after');
      let query = leads().orderBy(FieldPath.documentId()).limit(SCAN_PAGE);
      if (typeof after === 'string') query = query.startAfter(after);
      const page = await transaction.get(query);
      let changed = 0;
      for (const lead of page.docs) {
        const stored = lead.get('email');
        const normal = typeof stored === 'string' ? normalizeEmail(stored) : null;
        if (normal !== null && lead.get('emailNormalized') !== normal) {
          transaction.update(lead.ref, { emailNormalized: normal });
          changed += 1;
        }
      }
      const done = page.size < SCAN_PAGE;
      transaction.set(migration(), {
        after: page.docs.at(-1)?.id ?? after ?? null,
        done,
        updatedAt: new Date(),
      });
      return { changed, done };
    });
    migrated += step.changed;
    if (step.done) return { migrated, done: true };
  }
  return { migrated, done: false };
}

/** The rights requests of an address (stored in lower case) still holding it. */
const requestsOf = async (email: string) =>
  (await requests().where('email', '==', normalizeEmail(email)).get()).docs;

const requestRefsOf = async (email: string) => (await requestsOf(email)).map((d) => d.ref);

/** Reads documents inside a transaction, skipping those deleted since they were found. */
async function readAll(transaction: Transaction, refs: DocumentReference[]) {
  if (refs.length === 0) return [];
  const snapshots = await transaction.getAll(...refs);
  return snapshots.filter((snapshot) => snapshot.exists);
}

const asRecord = (id: string, data: DocumentData | undefined) =>
  ({ id, ...(plainData(data ?? {}) as Record<string, unknown>) }) as Record<string, unknown>;

/** Everything stored about an address (POST /api/personal-data/lookup, and its export). */
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
  const [leadDocs, requestDocs] = await Promise.all([leadsOf(email), requestsOf(email)]);
  const byCreation = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a.createdAt ?? '').localeCompare(String(b.createdAt ?? ''));
  return {
    email: normalizeEmail(email),
    leads: leadDocs.map((d) => asRecord(d.id, d.data())).sort(byCreation),
    requests: requestDocs.map((d) => asRecord(d.id, d.data())).sort(byCreation),
  };
}

/** Everything stored about an address, once its audit entry (who saw it, keyed hash) is written. */
async function auditedPersonalData(
  email: string,
  by: string,
  action: 'lookup' | 'export',
): Promise<PersonalData> {
  const data = await findPersonalData(email);
  const audit = auditEntry({
    email,
    action,
    by,
    at: new Date(),
    counts: { leads: data.leads.length, requests: data.requests.length },
  });
  await audit.ref.create(audit.data);
  return data;
}

/** A staff member's look-up (POST /api/personal-data/lookup): audited as `lookup`. */
export const lookUpPersonalData = (email: string, by: string) =>
  auditedPersonalData(email, by, 'lookup');

/** The export (portability): the same content, and an audit entry saying who exported it. */
export const exportPersonalData = (email: string, by: string) =>
  auditedPersonalData(email, by, 'export');

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
 * Deletes every lead of an address and erases it from its rights requests, in one transaction
 * with its audit entry (keyed hash only). A request is kept, so that it can still be answered
 * (an open one stays `abierta`) and proved: its address and message (which may repeat it) give
 * way to the address's keyed hash and `dataDeletedAt`. Each lead that may be in Odoo is deleted
 * there too, through the outbox. Answers what reached the generic lead service, and any lead
 * caught mid-send there (no id yet), so staff delete it at that service. A deleted lead is gone
 * from the outbox: nothing sends or retries it again.
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
    for (const lead of leadDocs) transaction.delete(lead.ref);
    for (const request of requestDocs) {
      transaction.update(request.ref, {
        email: FieldValue.delete(),
        message: '',
        emailHash: addressHash(email),
        dataDeletedAt: now,
      });
    }
    const counts = { leads: leadDocs.length, requests: requestDocs.length };
    const audit = auditEntry({ email, action: 'delete', by, at: now, counts });
    transaction.create(audit.ref, audit.data);
    return { deleted: counts, forwarded };
  });
}

/**
 * Blocks (or unblocks) every lead of an address, with an audit entry. A blocked lead leaves the
 * outbox (`blocked`, nothing due at any destination), and the outbox's claim refuses it whatever
 * makes it due: never sent or retried. Unblocked, each destination not yet reached (pending,
 * held or given up) is pending again and due at once, its attempts kept (so Odoo is searched
 * before a second create), and so is Odoo's acknowledgement of it; a lead with no destination is given every one configured now (or
 * stays `stored`). Answers how many leads changed, and the ids now due.
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
      // Odoo's acknowledgement of the lead (lib/leads/acknowledgement.ts) goes the same way.
      const ack = data.acknowledgement as DocumentData | undefined;
      const acknowledgement = ack &&
        ack.status !== 'forwarded' && {
          ...(!blocked && { 'acknowledgement.status': 'pending' }),
          'acknowledgement.nextAttemptAt': blocked ? FieldValue.delete() : now,
          'acknowledgement.claimToken': FieldValue.delete(),
        };
      const status = blocked ? 'blocked' : undefined;
      transaction.update(lead.ref, {
        ...acknowledgement,
        destinations,
        ...(!data.destinations && {
          nextAttemptAt: FieldValue.delete(),
          claimToken: FieldValue.delete(),
        }),
        ...derivedLeadFields({ ...data, status, destinations }),
      });
      const waiting =
        Boolean(acknowledgement) ||
        Object.values(destinations).some((delivery) => delivery.status === 'pending');
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
    const normal =
      changes.email === undefined ? {} : { emailNormalized: normalizeEmail(changes.email) };
    for (const lead of leadDocs) transaction.update(lead.ref, { ...changes, ...normal });
    for (const request of requestDocs) {
      transaction.update(request.ref, { email: normalizeEmail(changes.email ?? email) });
    }
    const counts = { leads: leadDocs.length, requests: requestDocs.length };
    const audit = auditEntry({ email, action: 'correct', by, at: new Date(), counts });
    transaction.create(audit.ref, audit.data);
    return counts;
  });
}
