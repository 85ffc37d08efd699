import 'server-only';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { adminDb, readExisting, runTransaction } from '@/lib/firebase';
import {
  blockLeads,
  correctLeads,
  deleteLeads,
  findLeadsOf,
  forgetAcknowledgedAddress,
  normalizeEmail,
  type ForwardedLead,
  type LeadCorrection,
} from '@/lib/leads';
import { addressHash, auditEntry } from './audit';
import { plainData } from './plain';
import { privacyCollections } from './records';

const requests = () => adminDb().collection(privacyCollections.requests);

const leadRefsOf = async (email: string) => (await findLeadsOf(email)).map((d) => d.ref);

/** The rights requests of an address (stored in lower case) still holding it. */
const requestsOf = async (email: string) =>
  (await requests().where('email', '==', normalizeEmail(email)).get()).docs;

const requestRefsOf = async (email: string) => (await requestsOf(email)).map((d) => d.ref);

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
  const [leadDocs, requestDocs] = await Promise.all([findLeadsOf(email), requestsOf(email)]);
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

export interface DeletionResult {
  deleted: { leads: number; requests: number };
  forwarded: ForwardedLead[];
}

/**
 * Deletes every lead of an address and erases it from its rights requests, in one transaction
 * with its audit entry (keyed hash only). A request is kept, so that it can still be answered
 * (an open one stays `abierta`) and proved: its address and message (which may repeat it) give
 * way to the address's keyed hash and `dataDeletedAt`. Each lead that may be in Odoo is deleted
 * there too, through the outbox (`deleteLeads`). Answers what reached the generic lead service,
 * and any lead caught mid-send there (no id yet), so staff delete it at that service.
 */
export async function deletePersonalData(email: string, by: string): Promise<DeletionResult> {
  const [leadRefs, requestRefs] = await Promise.all([leadRefsOf(email), requestRefsOf(email)]);
  return runTransaction(async (transaction) => {
    const now = new Date();
    // Every read before any write: the requests, then the leads (read, then deleted).
    const requestDocs = await readExisting(transaction, requestRefs);
    const leads = await deleteLeads(transaction, leadRefs, now);
    for (const request of requestDocs) {
      transaction.update(request.ref, {
        email: FieldValue.delete(),
        message: '',
        emailHash: addressHash(email),
        dataDeletedAt: now,
      });
    }
    // When the address was last acknowledged (its keyed hash, `acuses-direccion`) goes too.
    forgetAcknowledgedAddress(transaction, email);
    const counts = { leads: leads.deleted, requests: requestDocs.length };
    const audit = auditEntry({ email, action: 'delete', by, at: now, counts });
    transaction.create(audit.ref, audit.data);
    return { deleted: counts, forwarded: leads.forwarded };
  });
}

/**
 * Blocks (or unblocks) every lead of an address (`blockLeads`: sent nowhere while blocked), with
 * an audit entry, in one transaction. Answers how many leads changed, and the ids now due.
 */
export async function setBlocked(
  email: string,
  blocked: boolean,
  by: string,
): Promise<{ leads: number; due: string[] }> {
  const leadRefs = await leadRefsOf(email);
  return runTransaction(async (transaction) => {
    const now = new Date();
    const { changed, due } = await blockLeads(transaction, leadRefs, blocked, now);
    const audit = auditEntry({
      email,
      action: blocked ? 'block' : 'unblock',
      by,
      at: now,
      counts: { leads: changed },
    });
    transaction.create(audit.ref, audit.data);
    return { leads: changed, due };
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
    // Every read before any write: the requests, then the leads (read, then corrected).
    const requestDocs =
      changes.email === undefined ? [] : await readExisting(transaction, requestRefs);
    const leads = await correctLeads(transaction, leadRefs, changes);
    for (const request of requestDocs) {
      transaction.update(request.ref, { email: normalizeEmail(changes.email ?? email) });
    }
    const counts = { leads, requests: requestDocs.length };
    const audit = auditEntry({ email, action: 'correct', by, at: new Date(), counts });
    transaction.create(audit.ref, audit.data);
    return counts;
  });
}
