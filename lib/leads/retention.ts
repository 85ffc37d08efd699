import 'server-only';
import { adminDb, deleteEach } from '@/lib/firebase';
import { env } from '@/lib/env';
import { leads } from './collection';
import { leadCollections } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

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
  return deleteEach(
    [
      leads().where('expiresAt', '<=', now),
      leads().where('createdAt', '<=', daysBefore(now, retentionDays)),
    ],
    max,
  );
}

/**
 * The same for the leads' outbox messages once sent: sales notices (`avisos-ventas`) and
 * deletions in Odoo (`bajas-odoo`) past `expiresAt`, or sent (`forwardedAt`) before `sentBefore`
 * when written before that field existed. A message still to send is never deleted. At most
 * `max` of each kind per call (lib/privacy's records retention).
 */
export async function deleteSentLeadMessages({
  now,
  sentBefore,
  max,
}: {
  now: Date;
  sentBefore: Date;
  max: number;
}): Promise<{ salesNotices: number; odooDeletions: number }> {
  const db = adminDb();
  const sentExpired = (collection: string) =>
    deleteEach(
      [
        db.collection(collection).where('expiresAt', '<=', now),
        db.collection(collection).where('forwardedAt', '<=', sentBefore),
      ],
      max,
    );
  const [salesNotices, odooDeletions] = await Promise.all([
    sentExpired(leadCollections.salesNotices),
    sentExpired(leadCollections.odooDeletions),
  ]);
  return { salesNotices, odooDeletions };
}
