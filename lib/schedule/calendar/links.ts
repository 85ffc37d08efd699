import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { adminDb } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { scheduleCollections } from '../collections';

/**
 * Calendar subscription links, one per staff user and group: `calendarios/{group}-{uid}` keeps
 * a hash of that person's token, so renewing a link replaces only its owner's, and offboarding
 * removes all of a user's. A link is the secret (calendar apps send no headers): it is found by
 * its token's hash, never by the token.
 */
const links = () => adminDb().collection(scheduleCollections.calendars);
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new calendar link token for this user and group; their previous one stops working. */
export async function replaceCalendarToken(
  group: MemberGroup,
  owner: { uid: string; email: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await links()
    .doc(`${group}-${owner.uid}`)
    .set({
      group,
      uid: owner.uid,
      tokenHash: tokenHash(token),
      createdAt: new Date(),
      createdBy: owner.email,
    });
  return token;
}

/** The uid of the staff user whose current link for the group `token` is, or null. */
export async function calendarTokenOwner(
  group: MemberGroup,
  token: string,
): Promise<string | null> {
  if (!token) return null;
  const found = await links().where('tokenHash', '==', tokenHash(token)).limit(2).get();
  const link = found.docs.find((doc) => doc.get('group') === group);
  const uid = link?.get('uid') as unknown;
  return typeof uid === 'string' && uid ? uid : null;
}

/** Ends every calendar link of a user (offboarding). */
export async function endCalendarLinks(uid: string): Promise<number> {
  const owned = await links().where('uid', '==', uid).get();
  await Promise.all(owned.docs.map((doc) => doc.ref.delete()));
  return owned.size;
}
