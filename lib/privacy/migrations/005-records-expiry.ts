import 'server-only';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { rewriteEach, type Migration } from '@/lib/firebase';
import { privacyCollections } from '../records';
import { recordsExpireAt } from '../retention';

/**
 * Answered rights requests and audit entries written before `expiresAt` existed get it, as one
 * written now: PRIVACY_RECORDS_RETENTION_DAYS after it was answered (`answeredAt`) or made
 * (`at`). An open request has no `answeredAt` and keeps none.
 */
function recordExpiry(
  data: DocumentData,
  field: 'answeredAt' | 'at',
  retentionDays: number,
): DocumentData | null {
  const since: unknown = data[field];
  if (data.expiresAt !== undefined || !(since instanceof Timestamp)) return null;
  return { expiresAt: recordsExpireAt(since.toDate(), retentionDays) };
}

export const privacyRecordsExpiryMigration: Migration = {
  id: '005-privacy-records-expiry',
  run: async (db: Firestore) => {
    const days = env.PRIVACY_RECORDS_RETENTION_DAYS;
    const [requests, audit] = await Promise.all([
      rewriteEach(db, db.collection(privacyCollections.requests), (data) =>
        recordExpiry(data, 'answeredAt', days),
      ),
      rewriteEach(db, db.collection(privacyCollections.audit), (data) =>
        recordExpiry(data, 'at', days),
      ),
    ]);
    return requests + audit;
  },
};
