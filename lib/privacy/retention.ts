import 'server-only';
import { env } from '@/lib/env';
import { adminDb, deleteEach } from '@/lib/firebase';
import { deleteSentLeadMessages } from '@/lib/leads';
import { CHAT_RETENTION_DAYS } from '@/lib/chat/client';
import { notificationCollections } from '@/lib/notifications/client';
import { privacyCollections } from './records';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

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
 * lib/leads), for the records that would otherwise grow forever: answered rights requests and
 * audit entries PRIVACY_RECORDS_RETENTION_DAYS after they were answered or made, and shift
 * notifications, skip alerts and schedule notices (`avisos-turno`, `avisos-rotacion`,
 * `avisos-agenda`: they name holders with their contact details)
 * CHAT_RETENTION_DAYS after their handoff, sales notices and deletions in Odoo as long
 * after they were sent (`forwardedAt`). Open requests are never deleted: they have no
 * `expiresAt` and no `answeredAt`; nor is a message still to send. At most `max` of each kind
 * per call.
 */
export async function deleteExpiredRecords({
  now = new Date(),
  retentionDays = env.PRIVACY_RECORDS_RETENTION_DAYS,
  max = 1000,
}: { now?: Date; retentionDays?: number; max?: number } = {}): Promise<ExpiredRecords> {
  const db = adminDb();
  const requests = db.collection(privacyCollections.requests);
  const audit = db.collection(privacyCollections.audit);
  const notifications = db.collection(notificationCollections.notifications);
  const skipAlerts = db.collection(notificationCollections.skipAlerts);
  const scheduleNotices = db.collection(notificationCollections.scheduleNotices);
  const oldest = daysBefore(now, retentionDays);
  const oldestNotice = daysBefore(now, CHAT_RETENTION_DAYS);
  const [
    requestCount,
    auditCount,
    notificationCount,
    alertCount,
    scheduleNoticeCount,
    leadMessages,
  ] = await Promise.all([
    deleteEach(
      [requests.where('expiresAt', '<=', now), requests.where('answeredAt', '<=', oldest)],
      max,
    ),
    deleteEach([audit.where('expiresAt', '<=', now), audit.where('at', '<=', oldest)], max),
    deleteEach(
      [
        notifications.where('expiresAt', '<=', now),
        notifications.where('createdAt', '<=', oldestNotice),
      ],
      max,
    ),
    deleteEach([skipAlerts.where('expiresAt', '<=', now)], max),
    deleteEach([scheduleNotices.where('expiresAt', '<=', now)], max),
    deleteSentLeadMessages({ now, sentBefore: oldestNotice, max }),
  ]);
  return {
    requests: requestCount,
    audit: auditCount,
    notifications: notificationCount + alertCount + scheduleNoticeCount,
    ...leadMessages,
  };
}
