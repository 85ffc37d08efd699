import 'server-only';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { emailHash } from './email-hash';
import { privacyCollections } from './records';
import { recordsExpireAt } from './retention';

/**
 * What staff did with someone's data: changed it, exported it, or looked it up (`lookup`); and
 * `leads-export`, a CSV of the leads desk (everyone's data, no one address); and `incident`, a
 * security incident recorded or changed (incidentAuditEntry).
 */
export type AuditAction = 'delete' | 'block' | 'unblock' | 'correct' | 'export' | 'lookup';

/** The keyed hash (PRIVACY_HASH_KEY) that stands for an address in the audit and kept requests. */
export const addressHash = (email: string) => emailHash(email, env.PRIVACY_HASH_KEY);

const audit = () => adminDb().collection(privacyCollections.audit);

/**
 * A new entry of `auditoria-datos`, for the caller to write with the change it records (in the
 * same transaction): the keyed hash of the address, never the address; the action, which staff
 * user, when, how many records it touched, and when retention deletes it.
 */
export function auditEntry(entry: {
  email: string;
  action: AuditAction;
  by: string;
  at: Date;
  counts: Record<string, number>;
}) {
  return {
    ref: audit().doc(),
    data: {
      emailHash: addressHash(entry.email),
      action: entry.action,
      by: entry.by,
      at: entry.at,
      counts: entry.counts,
      expiresAt: recordsExpireAt(entry.at),
    },
  };
}

/**
 * A new `incident` entry of `auditoria-datos`, written with the change it records: which
 * incident, created or changed (and which fields), by whom, when. The decision's text stays in
 * the incident's own trail.
 */
export function incidentAuditEntry(entry: {
  incidentId: string;
  by: string;
  at: Date;
  change: 'create' | 'update';
  fields?: string[];
}) {
  return {
    ref: audit().doc(),
    data: {
      action: 'incident',
      incidentId: entry.incidentId,
      change: entry.change,
      ...(entry.fields && { fields: entry.fields }),
      by: entry.by,
      at: entry.at,
      expiresAt: recordsExpireAt(entry.at),
    },
  };
}

/** Records how many rows of a leads export have left so far, and whether it is complete. */
export type LeadsExportAudit = (rows: number, complete: boolean) => Promise<void>;

/**
 * The audit of one leads export (GET /api/leads/export): one `leads-export` entry with the
 * desk's filter, who and when, and `counts.leads`, the rows sent. The exporter calls it before
 * each page of rows leaves (so the entry exists before the first row does, and never counts
 * fewer rows than were sent, even if the export stops halfway) and once more, `complete`, at
 * the end of the file.
 */
export function leadsExportAudit({
  filter,
  by,
  at = new Date(),
}: {
  filter: Record<string, string>;
  by: string;
  at?: Date;
}): LeadsExportAudit {
  const ref = audit().doc();
  return async (rows, complete) => {
    await ref.set({
      action: 'leads-export',
      filter,
      by,
      at,
      counts: { leads: rows },
      complete,
      expiresAt: recordsExpireAt(at),
    });
  };
}
