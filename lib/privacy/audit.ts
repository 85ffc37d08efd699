import 'server-only';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { emailHash } from './email-hash';
import { privacyCollections } from './records';
import { recordsExpireAt } from './retention';

/** What staff did with someone's data. */
export type AuditAction = 'delete' | 'block' | 'unblock' | 'correct' | 'export';

/** The keyed hash (PRIVACY_HASH_KEY) that stands for an address in the audit and kept requests. */
export const addressHash = (email: string) => emailHash(email, env.PRIVACY_HASH_KEY);

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
    ref: adminDb().collection(privacyCollections.audit).doc(),
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
