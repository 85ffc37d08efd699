import 'server-only';
import { adminAuth } from '@/lib/firebase';
import { closeBoardAccess, openBoardAccess } from './board-access';
import { SessionCheckError, SessionError, signedOutMessage, type SessionUser } from './session';
import { verifyStaffSession } from './staff-session';

/**
 * A Firebase custom token for the live support board: the browser signs in with it (in memory
 * only) to listen to the board's documents, which the security rules let staff read while their
 * board access is open. Minted only for a verified staff session and valid for an hour to sign
 * in with; the board asks for a new one whenever it reconnects, so a session that ends stops the
 * board too. It carries no claims of its own: the staff claim travels with the user, so an
 * account that loses it loses the board, and the ID token it buys is a `custom` sign-in, which
 * POST /api/session refuses.
 *
 * `cookie` is the session the route's gate verified. A sign-out that ran between that check and
 * the opening here closed the access before this opened it again, and would leave the board open
 * after the sign-out: so the session is checked once more after opening (a sign-out revokes
 * before it closes, so that check sees it), and what this call opened is closed again.
 */
export async function liveBoardToken(user: SessionUser, cookie: string): Promise<string> {
  const opened = await openBoardAccess(user.uid);
  const check = await verifyStaffSession(cookie);
  if (check.status === 'valid') return adminAuth().createCustomToken(user.uid);
  if (opened) await closeBoardAccess(user.uid, opened);
  if (check.status === 'error') {
    throw new SessionCheckError('the session could not be checked', { cause: check.error });
  }
  throw new SessionError(401, signedOutMessage);
}
