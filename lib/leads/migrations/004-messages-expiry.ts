import 'server-only';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { rewriteEach, type Migration } from '@/lib/firebase';
import { expiryOnceSent } from '@/lib/chat/client';
import { leadCollections } from '../schema';

/**
 * Sales notices and deletions in Odoo sent before `expiresAt` was written with `forwardedAt`
 * get it, as one sent now: 90 days after it was sent. One still to send keeps none.
 */
function sentMessageExpiry(data: DocumentData): DocumentData | null {
  if (data.expiresAt !== undefined) return null;
  const expiry = expiryOnceSent(data);
  return expiry.expiresAt ? expiry : null;
}

export const leadMessagesExpiryMigration: Migration = {
  id: '004-lead-messages-expiry',
  run: async (db: Firestore) => {
    const counts = await Promise.all(
      [leadCollections.salesNotices, leadCollections.odooDeletions].map((name) =>
        rewriteEach(db, db.collection(name), sentMessageExpiry),
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  },
};
