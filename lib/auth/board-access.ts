import 'server-only';
import type { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '@/lib/firebase';

/**
 * `accesos-tablero/{uid}`: the live board's permission to listen, kept by the server alone.
 * Firestore's rules never see a revocation (a custom token minted before a sign-out still buys
 * an ID token afterwards, and with it a fresh refresh token), so the rules also require this
 * document: opened with the first board token of a session, closed when the user signs out.
 * `desde` (whole seconds, as the ID token's `auth_time`) shuts out any board sign-in older than
 * the access it claims.
 */
export const BOARD_ACCESS_COLLECTION = 'accesos-tablero';

const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

const accessOf = (uid: string) => adminDb().collection(BOARD_ACCESS_COLLECTION).doc(uid);

/**
 * Opens the user's board access unless it is open already (a second tab keeps the first's).
 * Returns when this call opened it, or null when it was open.
 */
export async function openBoardAccess(uid: string): Promise<Timestamp | null> {
  const desde = new Date(Math.floor(Date.now() / 1000) * 1000);
  try {
    return (await accessOf(uid).create({ desde })).writeTime;
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
    return null;
  }
}

/**
 * Closes the user's board access: every listener of theirs is refused from now on. With
 * `opened`, only the access opened then: one opened again since (a later sign-in) stays.
 */
export async function closeBoardAccess(uid: string, opened?: Timestamp): Promise<void> {
  if (!opened) {
    await accessOf(uid).delete();
    return;
  }
  try {
    await accessOf(uid).delete({ lastUpdateTime: opened });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code !== FAILED_PRECONDITION && code !== NOT_FOUND) throw error;
  }
}
