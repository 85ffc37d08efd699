import 'server-only';
import { env } from '@/lib/env';
import { adminDb, deleteEach } from '@/lib/firebase';
import { deleteSentLeadMessages } from '@/lib/leads';
import { deleteExpiredNotices } from '@/lib/notifications';
import { privacyCollections } from './records';
import { DAY_MS } from '@/lib/time';

/**
 * When an answered rights request or an audit entry made at `at` is deleted (Firestore TTL on
 * `expiresAt`): PRIVACY_RECORDS_RETENTION_DAYS later.
 */
export const recordsExpireAt = (at: Date, days = env.PRIVACY_RECORDS_RETENTION_DAYS) =>
  new Date(at.getTime() + days * DAY_MS);

/** What the records' retention deleted, per kind. */
export interface ExpiredRecords {
  requests: number;
  audit: number;
  notifications: number;
  /** Sales notices (`avisos-ventas`) and deletions in Odoo (`bajas-odoo`), once sent. */
  salesNotices: number;
  odooDeletions: number;
}

/**
 * Retention where Firestore's TTL does not run (as the leads', `deleteExpiredLeads` in
 * lib/leads), for the records that would otherwise grow forever, each past its `expiresAt`:
 * answered rights requests and audit entries PRIVACY_RECORDS_RETENTION_DAYS after they were
 * answered or made, and shift notifications, skip alerts and schedule notices (`avisos-turno`,
 * `avisos-rotacion`, `avisos-agenda`: they name holders with their contact details)
 * CHAT_RETENTION_DAYS after their handoff, sales notices and deletions in Odoo as long
 * after they were sent. Open requests are never deleted: they have no `expiresAt`; nor is a
 * message still to send. At most `max` of each kind per call.
 */
export async function deleteExpiredRecords({
  now = new Date(),
  max = 1000,
}: { now?: Date; max?: number } = {}): Promise<ExpiredRecords> {
  const db = adminDb();
  const expired = (collection: string) =>
    deleteEach([db.collection(collection).where('expiresAt', '<=', now)], max);
  const [requests, audit, notifications, leadMessages] = await Promise.all([
    expired(privacyCollections.requests),
    expired(privacyCollections.audit),
    deleteExpiredNotices({ now, max }),
    deleteSentLeadMessages({ now, max }),
  ]);
  return { requests, audit, notifications, ...leadMessages };
}
