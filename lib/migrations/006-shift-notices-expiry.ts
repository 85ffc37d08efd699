import 'server-only';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { rewriteEach, type Migration } from '@/lib/firebase';
import { NOTIFICATION_RETENTION_DAYS, notificationCollections } from '@/lib/notifications/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Shift notifications (`avisos-turno`) written before `expiresAt` existed get it, as one written
 * now: NOTIFICATION_RETENTION_DAYS after their handoff (`at`; `createdAt` where an older one has
 * none). Here rather than in lib/notifications only while the shift's collections move.
 */
export function shiftNoticeExpiry(data: DocumentData): DocumentData | null {
  if (data.expiresAt !== undefined) return null;
  const since: unknown = data.at instanceof Timestamp ? data.at : data.createdAt;
  if (!(since instanceof Timestamp)) return null;
  return { expiresAt: new Date(since.toMillis() + NOTIFICATION_RETENTION_DAYS * DAY_MS) };
}

export const shiftNoticesExpiryMigration: Migration = {
  id: '006-shift-notices-expiry',
  run: (db: Firestore) =>
    rewriteEach(db, db.collection(notificationCollections.notifications), shiftNoticeExpiry),
};
