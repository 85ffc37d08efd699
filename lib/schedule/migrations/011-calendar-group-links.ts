import 'server-only';
import type { Firestore } from 'firebase-admin/firestore';
import type { Migration } from '@/lib/firebase';
import { memberGroups } from '@/lib/members';
import { scheduleCollections } from '../collections';

/**
 * The group-wide calendar links of before (`calendarios/equipo`, `calendarios/agencia`, no
 * owner) open nothing since links are per user: they are deleted.
 */
export const calendarGroupLinksMigration: Migration = {
  id: '011-calendar-group-links',
  run: async (db: Firestore) => {
    const refs = memberGroups.map((group) =>
      db.collection(scheduleCollections.calendars).doc(group),
    );
    const found = (await db.getAll(...refs)).filter((snapshot) => snapshot.exists);
    await Promise.all(found.map((snapshot) => snapshot.ref.delete()));
    return found.length;
  },
};
