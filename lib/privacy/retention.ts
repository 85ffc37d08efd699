import 'server-only';
import type { Query } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { leadCollections } from '@/lib/leads/client';
import { NOTIFICATION_RETENTION_DAYS, notificationCollections } from '@/lib/notifications/client';
import { privacyCollections } from './records';

/** Documents deleted per batch. */
const BATCH = 200;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * When an answered rights request or an audit entry made at `at` is deleted (Firestore TTL on
 * `expiresAt`): PRIVACY_RECORDS_RETENTION_DAYS later.
 */
export const recordsExpireAt = (at: Date, days = env.PRIVACY_RECORDS_RETENTION_DAYS) =>
  new Date(at.getTime() + days * DAY_MS);

async function deleteAll(query: Query, max: number): Promise<number> {
  let deleted = 0;
  while (deleted < max) {
    const page = await query.limit(Math.min(BATCH, max - deleted)).get();
    if (page.empty) break;
    const batch = adminDb().batch();
    for (const document of page.docs) batch.delete(document.ref);
    await batch.commit();
    deleted += page.size;
  }
  return deleted;
}

/**
 * Deletes, at most `max`, the documents of each query in turn (past `expiresAt`, then older
 * ones written before that field existed).
 */
async function deleteEach(queries: Query[], max: number): Promise<number> {
  let deleted = 0;
  for (const query of queries) deleted += await deleteAll(query, max - deleted);
  return deleted;
}

/**
 * Retention where Firestore's TTL does not run (the emulators; a project without the policy):
 * deletes the leads past `expiresAt`, and older leads stored before it existed once
 * LEADS_RETENTION_DAYS have passed since `createdAt`. At most `max` per call, so the schedule's
 * every-minute tick stays short; `npm run privacy:retention` repeats it until none is left.
 * Answers how many leads it deleted.
 */
export async function deleteExpiredLeads({
  now = new Date(),
  retentionDays = env.LEADS_RETENTION_DAYS,
  max = 1000,
}: { now?: Date; retentionDays?: number; max?: number } = {}): Promise<number> {
  const leads = adminDb().collection(leadCollections.leads);
  return deleteEach(
    [
      leads.where('expiresAt', '<=', now),
      leads.where('createdAt', '<=', daysBefore(now, retentionDays)),
    ],
    max,
  );
}

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
 * The same for the records that would otherwise grow forever: answered rights requests and
 * audit entries PRIVACY_RECORDS_RETENTION_DAYS after they were answered or made, and shift
 * notifications and skip alerts (`avisos-turno`, `avisos-rotacion`: they name holders with their contact details)
 * NOTIFICATION_RETENTION_DAYS after their handoff, sales notices and deletions in Odoo as long
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
  const oldest = daysBefore(now, retentionDays);
  const oldestNotice = daysBefore(now, NOTIFICATION_RETENTION_DAYS);
  /** Past `expiresAt`, or sent before that field was written. */
  const sentExpired = (collection: string) =>
    deleteEach(
      [
        db.collection(collection).where('expiresAt', '<=', now),
        db.collection(collection).where('forwardedAt', '<=', oldestNotice),
      ],
      max,
    );
  const [
    requestCount,
    auditCount,
    notificationCount,
    alertCount,
    salesNoticeCount,
    odooDeletionCount,
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
    sentExpired(leadCollections.salesNotices),
    sentExpired(leadCollections.odooDeletions),
  ]);
  return {
    requests: requestCount,
    audit: auditCount,
    notifications: notificationCount + alertCount,
    salesNotices: salesNoticeCount,
    odooDeletions: odooDeletionCount,
  };
}
