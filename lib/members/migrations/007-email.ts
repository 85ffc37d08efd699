import 'server-only';
import { FieldValue, type DocumentData, type Firestore } from 'firebase-admin/firestore';
import { rewriteEach, type Migration } from '@/lib/firebase';
import { memberCollections } from '../records';

/**
 * Members of the former app's layout kept their address in `mail` (and a stray `uid`): the
 * address moves to `email`, stored as a new member's (trimmed, lower case), unless `email`
 * already holds one, and both fields go.
 */
function memberEmail(data: DocumentData): DocumentData | null {
  if (data.mail === undefined && data.uid === undefined) return null;
  const email = typeof data.email === 'string' ? data.email : '';
  const mail = typeof data.mail === 'string' ? data.mail.trim().toLowerCase() : '';
  return {
    ...(!email && mail && { email: mail }),
    mail: FieldValue.delete(),
    uid: FieldValue.delete(),
  };
}

export const memberEmailMigration: Migration = {
  id: '007-members-email',
  run: async (db: Firestore) => {
    const counts = await Promise.all(
      Object.values(memberCollections).map((name) =>
        rewriteEach(db, db.collection(name), memberEmail),
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  },
};
