import 'server-only';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { rewriteEach, type Migration } from '@/lib/firebase';
import { normalizeEmail } from '../address';
import { leadCollections } from '../schema';

/**
 * Leads stored before `emailNormalized` existed get it, so a person's look-up finds every lead of
 * theirs by that indexed equality alone (lib/leads/person.ts).
 */
function normalizedAddress(data: DocumentData): DocumentData | null {
  if (typeof data.email !== 'string') return null;
  const normal = normalizeEmail(data.email);
  return data.emailNormalized === normal ? null : { emailNormalized: normal };
}

export const leadEmailMigration: Migration = {
  id: '002-leads-email-normalized',
  run: (db: Firestore) => rewriteEach(db, db.collection(leadCollections.leads), normalizedAddress),
};
