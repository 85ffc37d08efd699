import 'server-only';
import { redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { loginRedirectPath } from './redirect';
import { isCrossSiteRequest, isSafeMethod } from './request-origin';
import { currentUser, SessionCheckError, signedOutMessage, type SessionUser } from './session';

/** The answer when the session could not be checked (never "not signed in"). */
const sessionCheckFailed = 'No se pudo verificar la sesión. Intenta nuevamente.';

export type StaffGate =
  | { allowed: true; user: SessionUser }
  | { allowed: false; status: 401 | 403 | 503; message: string };

/**
 * The gate of every staff route handler: a verified session (firebase-admin, revocation
 * included: the proxy is never the only check) and, for changes, a same-site request.
 */
export async function authorizeStaff(request: Request): Promise<StaffGate> {
  if (!isSafeMethod(request.method) && isCrossSiteRequest(request, env.NEXT_PUBLIC_SITE_URL)) {
    return { allowed: false, status: 403, message: 'Origen no permitido' };
  }
  let user;
  try {
    user = await currentUser();
  } catch (error) {
    if (!(error instanceof SessionCheckError)) throw error;
    return { allowed: false, status: 503, message: sessionCheckFailed };
  }
  if (!user) return { allowed: false, status: 401, message: signedOutMessage };
  return { allowed: true, user };
}

/**
 * The same gate for a guarded page: the signed-in staff user, or off to sign in and back to
 * `path` (with `error=auth_error` when the session could not be checked; docs/product.md, Routes).
 */
export async function staffForPage(path: string): Promise<SessionUser> {
  let user;
  try {
    user = await currentUser();
  } catch (error) {
    if (!(error instanceof SessionCheckError)) throw error;
    redirect(loginRedirectPath(path, true));
  }
  if (!user) redirect(loginRedirectPath(path, false));
  return user;
}
