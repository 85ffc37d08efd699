import 'server-only';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { rewriteEach, type Migration } from '@/lib/firebase';
import { leadExpiresAt } from '../consent';
import { leadCollections } from '../schema';

/**
 * Leads stored before `expiresAt` existed get it, LEADS_RETENTION_DAYS after `createdAt`, as a
 * lead stored now: retention then reads `expiresAt` alone.
 */
function leadExpiry(data: DocumentData, retentionDays: number): DocumentData | null {
  if (data.expiresAt !== undefined || !(data.createdAt instanceof Timestamp)) return null;
  return { expiresAt: leadExpiresAt(data.createdAt.toDate(), retentionDays) };
}

export const leadExpiryMigration: Migration = {
  id: '003-leads-expiry',
  run: (db: Firestore) =>
    rewriteEach(db, db.collection(leadCollections.leads), (data) =>
      leadExpiry(data, env.LEADS_RETENTION_DAYS),
    ),
};
