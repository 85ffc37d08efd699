import 'server-only';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { instantOfText, rewriteEach, type Migration } from '@/lib/firebase';
import { memberCollections } from '../records';

const dateFields = ['fechaCreacion', 'fechaActualizacion'] as const;

/** Members of the former app's layout wrote their dates as ISO text: they become Timestamps. */
function memberDates(data: DocumentData): DocumentData | null {
  const dates = dateFields.flatMap((field) => {
    const date = instantOfText(data[field]);
    return date ? [[field, date] as const] : [];
  });
  return dates.length > 0 ? Object.fromEntries(dates) : null;
}

export const memberDatesMigration: Migration = {
  id: '008-members-dates',
  run: async (db: Firestore) => {
    const counts = await Promise.all(
      Object.values(memberCollections).map((name) =>
        rewriteEach(db, db.collection(name), memberDates),
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  },
};
