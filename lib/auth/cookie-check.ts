import type { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { SESSION_COOKIE, sessionCookieOptions } from './cookie';
import { googleCertificateFor } from './google-certificates';
import { verifySessionToken, type SessionCheck } from './session-token';

/**
 * The proxy's check of the `__session` cookie (signature and claims, no revocation: route
 * handlers and pages check that again with firebase-admin). Unsigned emulator cookies pass only
 * while FIREBASE_AUTH_EMULATOR_HOST is set.
 */
export async function checkSessionCookie(cookie: string | undefined): Promise<SessionCheck> {
  if (!cookie) return { status: 'invalid', reason: 'no session cookie' };
  return verifySessionToken(cookie, {
    projectId: env.FIREBASE_PROJECT_ID,
    allowUnsigned: Boolean(env.FIREBASE_AUTH_EMULATOR_HOST),
    certificateFor: googleCertificateFor,
  });
}

/**
 * Where the staff pages' browser may connect: sign-in (Auth) and the live board's listeners
 * (Firestore), the emulators locally, Google's APIs otherwise.
 */
export function firebaseConnectSources(): string[] {
  const identity = env.FIREBASE_AUTH_EMULATOR_HOST
    ? [`http://${env.FIREBASE_AUTH_EMULATOR_HOST}`]
    : ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
  const firestore = env.FIRESTORE_EMULATOR_HOST
    ? [`http://${env.FIRESTORE_EMULATOR_HOST}`]
    : ['https://firestore.googleapis.com'];
  return [...identity, ...firestore];
}

/** Clears the `__session` cookie on a response (sign-out, or a stale cookie met on /login). */
export function clearSessionCookie(response: NextResponse): NextResponse {
  response.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(env.NEXT_PUBLIC_SITE_URL, 0));
  return response;
}
