import 'server-only';
import { adminAuth } from '@/lib/firebase';
import type { SessionUser } from './session';

/**
 * A Firebase custom token for the live support board: the browser signs in with it (in memory
 * only) to listen to the board's documents, which the security rules let staff read. Minted
 * only for a verified staff session and valid for an hour to sign in with; the board asks for a
 * new one whenever it reconnects, so a session that ends stops the board too.
 */
export function liveBoardToken(user: SessionUser): Promise<string> {
  return adminAuth().createCustomToken(user.uid, { staff: true });
}
