import 'server-only';
import type { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { currentUser, type SessionUser } from '@/lib/firebase';
import { jsonError, rejectForeignOrigin } from './requests';

/**
 * The gate of every staff route handler: a verified session (firebase-admin, revocation
 * included: the proxy is never the only check) and, for changes, the site's own Origin.
 */
export async function authorizeStaff(
  request: Request,
): Promise<{ user: SessionUser; response?: never } | { response: NextResponse }> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    const forbidden = rejectForeignOrigin(request, env.NEXT_PUBLIC_SITE_URL);
    if (forbidden) return { response: forbidden };
  }
  const user = await currentUser();
  if (!user) return { response: jsonError(401, 'No has iniciado sesión') };
  return { user };
}
