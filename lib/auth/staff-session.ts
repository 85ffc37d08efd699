import 'server-only';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { adminAuth } from '@/lib/firebase';
import { log } from '@/lib/log';

export type StaffSessionCheck =
  | { status: 'valid'; claims: DecodedIdToken }
  /** Firebase's verdict: revoked, expired, disabled, forged, or not (any longer) staff. */
  | { status: 'invalid' }
  /** The check itself could not be made (Firebase unreachable, a fault of ours). */
  | { status: 'error'; error: unknown };

/** Firebase's verdict that a cookie is no (longer a) valid session, as opposed to a failure. */
function isRejectedSession(error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return code.startsWith('auth/') && code !== 'auth/internal-error';
}

/**
 * The full check of a `__session` cookie with firebase-admin: signature, expiry, revocation,
 * disabled account and the staff claim. The one verdict pages, route handlers and the proxy's
 * /login decision share, so no two of them can send a visitor back and forth.
 */
export async function verifyStaffSession(cookie: string): Promise<StaffSessionCheck> {
  let claims;
  try {
    claims = await adminAuth().verifySessionCookie(cookie, true);
  } catch (error) {
    if (isRejectedSession(error)) return { status: 'invalid' };
    log.error('session', 'the session cookie could not be checked', error);
    return { status: 'error', error };
  }
  return claims.staff === true ? { status: 'valid', claims } : { status: 'invalid' };
}
