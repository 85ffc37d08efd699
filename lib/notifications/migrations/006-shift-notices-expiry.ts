import 'server-only';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { rewriteEach, type Migration } from '@/lib/firebase';
import { chatExpiresAt } from '@/lib/chat/client';
import { notificationCollections } from '../records';

/**
 * Shift notifications (`avisos-turno`) written before `expiresAt` existed get it, as one written
 * now: CHAT_RETENTION_DAYS after their handoff (`at`; `createdAt` where an older one has none).
 */
function shiftNoticeExpiry(data: DocumentData): DocumentData | null {
  if (data.expiresAt !== undefined) return null;
  const since: unknown = data.at instanceof Timestamp ? data.at : data.createdAt;
  if (!(since instanceof Timestamp)) return null;
  return { expiresAt: chatExpiresAt(since.toDate()) };
}

export const shiftNoticesExpiryMigration: Migration = {
  id: '006-shift-notices-expiry',
  run: (db: Firestore) =>
    rewriteEach(db, db.collection(notificationCollections.notifications), shiftNoticeExpiry),
};
