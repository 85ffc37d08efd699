import 'server-only';
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

const ALREADY_EXISTS = 6;

/** Opens the user's board access unless it is open already (a second tab keeps the first's). */
export async function openBoardAccess(uid: string): Promise<void> {
  const desde = new Date(Math.floor(Date.now() / 1000) * 1000);
  try {
    await adminDb().collection(BOARD_ACCESS_COLLECTION).doc(uid).create({ desde });
  } catch (error) {
    if ((error as { code?: unknown }).code !== ALREADY_EXISTS) throw error;
  }
}

/** Closes the user's board access: every listener of theirs is refused from now on. */
export async function closeBoardAccess(uid: string): Promise<void> {
  await adminDb().collection(BOARD_ACCESS_COLLECTION).doc(uid).delete();
}
