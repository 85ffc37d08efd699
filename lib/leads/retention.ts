import 'server-only';
import { adminDb, deleteEach } from '@/lib/firebase';
import { leads } from './collection';
import { leadCollections } from './schema';

/**
 * Retention where Firestore's TTL does not run (the emulators; a project without the policy):
 * deletes the leads past `expiresAt` (LEADS_RETENTION_DAYS after they were stored). At most
 * `max` per call, so the schedule's every-minute tick stays short; `npm run privacy:retention`
 * repeats it until none is left. Answers how many leads it deleted.
 */
export async function deleteExpiredLeads({
  now = new Date(),
  max = 1000,
}: { now?: Date; max?: number } = {}): Promise<number> {
  return deleteEach([leads().where('expiresAt', '<=', now)], max);
}

/**
 * The same for the leads' outbox messages once sent: sales notices (`avisos-ventas`) and
 * deletions in Odoo (`bajas-odoo`) past `expiresAt`, which a message gets when it is sent. A
 * message still to send is never deleted. At most `max` of each kind per call (lib/privacy's
 * records retention).
 */
export async function deleteSentLeadMessages({
  now,
  max,
}: {
  now: Date;
  max: number;
}): Promise<{ salesNotices: number; odooDeletions: number }> {
  const db = adminDb();
  const sentExpired = (collection: string) =>
    deleteEach([db.collection(collection).where('expiresAt', '<=', now)], max);
  const [salesNotices, odooDeletions] = await Promise.all([
    sentExpired(leadCollections.salesNotices),
    sentExpired(leadCollections.odooDeletions),
  ]);
  return { salesNotices, odooDeletions };
}
