import 'server-only';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { instantOfText, rewriteEach, type Migration } from '@/lib/firebase';
import { scheduleCollections } from '../collections';
import { SHIFT_SOURCE } from '../model';

/**
 * History entries (`turnos`) made before the schedule have no `source`: staff made them, so
 * 'manual' (which the query for the latest entry no coverage made also needs); an `at` written
 * as ISO text becomes a Timestamp.
 */
export function currentShiftEntry(data: DocumentData): DocumentData | null {
  const at = instantOfText(data.at);
  const change = {
    ...(data.source === undefined && { source: SHIFT_SOURCE.manual }),
    ...(at && { at }),
  };
  return Object.keys(change).length > 0 ? change : null;
}

export const shiftHistoryMigration: Migration = {
  id: '009-shift-history',
  run: (db: Firestore) =>
    rewriteEach(db, db.collection(scheduleCollections.history), currentShiftEntry),
};
