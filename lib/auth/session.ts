import 'server-only';
import { cookies } from 'next/headers';
import { adminAuth } from '@/lib/firebase';
import { DomainError } from '@/lib/errors';
import { log } from '@/lib/log';
import { displayName } from '@/lib/format';
import { teamMemberName } from '@/lib/members';
import { closeBoardAccess } from './board-access';
import { revokeSessions } from './revocation';
import { SESSION_COOKIE, SESSION_DURATION_MS } from './cookie';
import { signInMessages } from './sign-in-errors';
import { verifyStaffSession } from './staff-session';

/** Sign-in must be recent before it is turned into a long-lived session (Firebase guidance). */
const MAX_SIGN_IN_AGE_SECONDS = 5 * 60;

export interface SessionUser {
  uid: string;
  email: string;
  nombre: string;
}

/** The answer to a request whose session is over (or never was). */
export const signedOutMessage = 'No has iniciado sesión';

/** The signed-in staff user with their roles: `privacy` is the custom claim `privacy: true`. */
export interface StaffUser extends SessionUser {
  privacy: boolean;
}

export class SessionError extends DomainError {
  constructor(status: 401 | 403, message: string) {
    super(status, message);
    this.name = 'SessionError';
  }
}

/**
 * The session could not be checked (Firebase unreachable, a fault of ours): not the same as
 * "not signed in". Pages send the visitor to sign in with `error=auth_error`; handlers answer 503.
 */
export class SessionCheckError extends Error {
  override name = 'SessionCheckError';
}

async function userFor(uid: string, email: string | undefined, providerName: string | undefined) {
  const nombre = await teamMemberName(uid);
  return { uid, email: email ?? '', nombre: displayName({ nombre, providerName, email }) };
}

/**
 * Turns a fresh ID token into a session cookie value. Only a password sign-in becomes a session:
 * the live board's custom token also buys an ID token, which would otherwise mint a fresh
 * 14-day cookie from any session, again and again, past every sign-out. Only staff (custom
 * claim `staff: true`) get one: anyone else is a 403.
 */
export async function createSession(idToken: string, rememberMe: boolean) {
  const auth = adminAuth();
  let decoded;
  try {
    decoded = await auth.verifyIdToken(idToken, true);
  } catch {
    throw new SessionError(401, 'Token de identidad inválido o vencido');
  }
  if (decoded.firebase.sign_in_provider !== 'password') {
    throw new SessionError(401, signInMessages.authError);
  }
  if (Date.now() / 1000 - decoded.auth_time > MAX_SIGN_IN_AGE_SECONDS) {
    throw new SessionError(401, 'Inicia sesión nuevamente');
  }
  if (decoded.staff !== true) {
    throw new SessionError(403, 'Esta cuenta no tiene acceso al sistema de soporte');
  }
  const expiresIn = rememberMe
    ? SESSION_DURATION_MS.remembered
    : SESSION_DURATION_MS.browserSession;
  const cookie = await auth.createSessionCookie(idToken, { expiresIn });
  const user = await userFor(decoded.uid, decoded.email, decoded.name as string | undefined);
  return { cookie, user, maxAgeSeconds: rememberMe ? expiresIn / 1000 : undefined };
}

/**
 * The signed-in staff user of this request, or null. Verifies the cookie with firebase-admin,
 * including revocation and disabled accounts: route handlers never rely on the proxy alone.
 * Throws SessionCheckError when the check itself fails: that is never reported as signed out.
 */
export async function currentUser(): Promise<StaffUser | null> {
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!cookie) return null;
  const check = await verifyStaffSession(cookie);
  if (check.status === 'invalid') return null;
  if (check.status === 'error') {
    throw new SessionCheckError('the session could not be checked', { cause: check.error });
  }
  const { claims } = check;
  try {
    const user = await userFor(claims.uid, claims.email, claims.name as string | undefined);
    return { ...user, privacy: claims.privacy === true };
  } catch (error) {
    log.error('session', `the member record of ${claims.uid} could not be read`, error);
    throw new SessionCheckError('the signed-in user could not be read', { cause: error });
  }
}

/**
 * Signing out ends the session, not only this browser's cookie: the user's refresh tokens are
 * revoked, so a copied session cookie fails every handler's revocation check from now on (on
 * every device of that user), and the live board's access is closed. Only a cookie that is
 * still valid (revocation checked) signs out: an old one, from a log, a HAR file or another tab,
 * cannot end the sessions opened after it. A cookie that is invalid has nothing left to end.
 */
export async function endSession(cookie: string | undefined): Promise<void> {
  if (!cookie) return;
  const check = await verifyStaffSession(cookie);
  if (check.status !== 'valid') return;
  const { uid } = check.claims;
  try {
    // Every session of the user up to now, this one included even if it began in this second.
    await revokeSessions(uid);
    await closeBoardAccess(uid);
  } catch (error) {
    log.error('session', `sign-out: the sessions of ${uid} could not be revoked`, error);
  }
}
