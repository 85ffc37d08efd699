import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { env } from '@/lib/env';
import { loginRedirectPath } from './redirect';
import { isCrossSiteRequest, isSafeMethod } from './request-origin';
import {
  currentUser,
  SessionCheckError,
  signedOutMessage,
  type SessionUser,
  type StaffUser,
} from './session';

/** The answer when the session could not be checked (never "not signed in"). */
const sessionCheckFailed = 'No se pudo verificar la sesión. Intenta nuevamente.';

/** The answer to staff without the privacy role (docs/contracts.md, Personal data). */
const privacyRoleRequired = 'Solo el personal de privacidad puede ver datos personales';

/** What a route or page needs beyond a staff session: `privacy`, the privacy role. */
export interface StaffRequirement {
  privacy?: boolean;
}

export type StaffGate =
  | { allowed: true; user: SessionUser; privacy: boolean }
  | { allowed: false; status: 401 | 403 | 503; message: string };

/**
 * The gate of every staff route handler: a verified session (firebase-admin, revocation
 * included: the proxy is never the only check), for changes a same-site request, and the role
 * the route requires (403 without it).
 */
export async function authorizeStaff(
  request: Request,
  requirement: StaffRequirement = {},
): Promise<StaffGate> {
  if (!isSafeMethod(request.method) && isCrossSiteRequest(request, env.NEXT_PUBLIC_SITE_URL)) {
    return { allowed: false, status: 403, message: 'Origen no permitido' };
  }
  let staff;
  try {
    staff = await currentUser();
  } catch (error) {
    if (!(error instanceof SessionCheckError)) throw error;
    return { allowed: false, status: 503, message: sessionCheckFailed };
  }
  if (!staff) return { allowed: false, status: 401, message: signedOutMessage };
  const { privacy, ...user } = staff;
  if (requirement.privacy && !privacy) {
    return { allowed: false, status: 403, message: privacyRoleRequired };
  }
  return { allowed: true, user, privacy };
}

/**
 * The same gate for a guarded page: the signed-in staff user, or off to sign in and back to
 * `path` (with `error=auth_error` when the session could not be checked; docs/product.md, Routes);
 * a 403 page when the page requires a role the user lacks.
 */
export async function staffForPage(
  path: string,
  requirement: StaffRequirement = {},
): Promise<StaffUser> {
  let user;
  try {
    user = await currentUser();
  } catch (error) {
    if (!(error instanceof SessionCheckError)) throw error;
    redirect(loginRedirectPath(path, true));
  }
  if (!user) redirect(loginRedirectPath(path, false));
  if (requirement.privacy && !user.privacy) forbidden();
  return user;
}
