import 'server-only';
import { Timestamp, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { instantOfText, rewriteEach, type Migration } from '@/lib/firebase';
import { scheduleCollections } from '../collections';
import { currentShiftEntry } from './009-shift-history';

/**
 * A group's latest handoff (`turnos-actual/{group}`) as the history entries are migrated, and
 * with `confirmedAt` (a Timestamp, or null): one recorded before confirmations existed asked
 * nobody to confirm, so it counts as confirmed at its handoff (`at`), and nobody is escalated
 * for it at deploy.
 */
function currentHandoff(data: DocumentData): DocumentData | null {
  const entry = currentShiftEntry(data) ?? {};
  const at: unknown = entry.at ?? data.at;
  const confirmedAt = instantOfText(data.confirmedAt);
  const change = {
    ...entry,
    ...(confirmedAt && { confirmedAt }),
    ...(data.confirmedAt === undefined &&
      (at instanceof Timestamp || at instanceof Date) && { confirmedAt: at }),
  };
  return Object.keys(change).length > 0 ? change : null;
}

export const shiftCurrentMigration: Migration = {
  id: '010-shift-current',
  run: (db: Firestore) =>
    rewriteEach(db, db.collection(scheduleCollections.current), currentHandoff),
};
