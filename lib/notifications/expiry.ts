import 'server-only';
import { adminDb, deleteEach } from '@/lib/firebase';
import { notificationCollections } from './records';

/**
 * Deletes the shift's notices past their `expiresAt` (handoff notices, skip alerts, schedule
 * notices: they name holders with their contact details), where Firestore's TTL does not run;
 * at most `max` of each kind. Answers how many went.
 */
export async function deleteExpiredNotices({ now, max }: { now: Date; max: number }) {
  const counts = await Promise.all(
    Object.values(notificationCollections).map((collection) =>
      deleteEach([adminDb().collection(collection).where('expiresAt', '<=', now)], max),
    ),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}
