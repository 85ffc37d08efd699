import 'server-only';
import { adminAuth } from '@/lib/firebase';
import { openBoardAccess } from './board-access';
import type { SessionUser } from './session';

/**
 * A Firebase custom token for the live support board: the browser signs in with it (in memory
 * only) to listen to the board's documents, which the security rules let staff read while their
 * board access is open. Minted only for a verified staff session and valid for an hour to sign
 * in with; the board asks for a new one whenever it reconnects, so a session that ends stops the
 * board too. It carries no claims of its own: the staff claim travels with the user, so an
 * account that loses it loses the board, and the ID token it buys is a `custom` sign-in, which
 * POST /api/session refuses.
 */
export async function liveBoardToken(user: SessionUser): Promise<string> {
  await openBoardAccess(user.uid);
  return adminAuth().createCustomToken(user.uid);
}
