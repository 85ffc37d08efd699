import 'server-only';
import { env } from '@/lib/env';
import { isCrossSiteRequest, isSafeMethod } from './request-origin';
import { currentUser, type SessionUser } from './session';

export type StaffGate =
  { allowed: true; user: SessionUser } | { allowed: false; status: 401 | 403; message: string };

/**
 * The gate of every staff route handler: a verified session (firebase-admin, revocation
 * included: the proxy is never the only check) and, for changes, the site's own Origin.
 */
export async function authorizeStaff(request: Request): Promise<StaffGate> {
  if (!isSafeMethod(request.method) && isCrossSiteRequest(request, env.NEXT_PUBLIC_SITE_URL)) {
    return { allowed: false, status: 403, message: 'Origen no permitido' };
  }
  const user = await currentUser();
  if (!user) return { allowed: false, status: 401, message: 'No has iniciado sesión' };
  return { allowed: true, user };
}
