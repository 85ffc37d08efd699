import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { adminDb } from '@/lib/firebase';
import { toMember, type Member } from './model';
import { memberCollections, type MemberGroup } from './records';

/**
 * The group's member of a signed-in staff user: the one whose `email` is the user's (stored in
 * lower case, so compared case-insensitively), or null: a staff user with no member in the group
 * may still act for others. With several (a duplicate), the first by id, so every caller agrees.
 */
export async function memberByEmail(
  group: MemberGroup,
  email: string,
  transaction?: Transaction,
): Promise<Member | null> {
  const address = email.trim().toLowerCase();
  if (!address) return null;
  const query = adminDb()
    .collection(memberCollections[group])
    .where('email', '==', address)
    .orderBy('__name__')
    .limit(1);
  const snapshot = transaction ? await transaction.get(query) : await query.get();
  const doc = snapshot.docs[0];
  return doc ? toMember(doc.id, doc.data(), group) : null;
}
