import 'server-only';
import { adminDb } from '@/lib/firebase';
import { emailHash } from './email-hash';
import { privacyCollections } from './records';

/** What staff did with someone's data. */
export type AuditAction = 'delete' | 'block' | 'unblock' | 'correct' | 'export';

/**
 * A new entry of `auditoria-datos`, for the caller to write with the change it records (in the
 * same transaction): the hash of the address, never the address; the action, which staff user,
 * when, and how many records it touched.
 */
export function auditEntry(entry: {
  email: string;
  action: AuditAction;
  by: string;
  at: Date;
  counts: Record<string, number>;
}) {
  return {
    ref: adminDb().collection(privacyCollections.audit).doc(),
    data: {
      emailHash: emailHash(entry.email),
      action: entry.action,
      by: entry.by,
      at: entry.at,
      counts: entry.counts,
    },
  };
}
