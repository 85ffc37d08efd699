import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import {
  clearSessionCookie,
  createSession,
  endSession,
  SESSION_COOKIE,
  sessionCookieOptions,
  SessionError,
  sessionRequestSchema,
} from '@/lib/auth';
import { env } from '@/lib/env';
import { jsonError, readJsonBody, rejectCrossSite, requireStaff } from '@/lib/http';
import { log } from '@/lib/log';

/** Signs in: exchanges a fresh Firebase ID token for the `__session` cookie (staff only). */
export async function POST(request: Request) {
  const forbidden = rejectCrossSite(request, env.NEXT_PUBLIC_SITE_URL);
  if (forbidden) return forbidden;
  const body = await readJsonBody(request, sessionRequestSchema);
  if (!body.ok) return body.response;

  try {
    const session = await createSession(body.data.idToken, body.data.rememberMe ?? false);
    const response = NextResponse.json({ user: session.user });
    // Without "Mantener sesión iniciada" it is a browser-session cookie (no max-age).
    response.cookies.set(
      SESSION_COOKIE,
      session.cookie,
      sessionCookieOptions(env.NEXT_PUBLIC_SITE_URL, session.maxAgeSeconds),
    );
    return response;
  } catch (error) {
    if (error instanceof SessionError) return jsonError(error.status, error.message);
    log.error('session', 'POST /api/session failed', error);
    return jsonError(503, 'No se pudo iniciar la sesión. Intenta nuevamente.');
  }
}

/** The signed-in user, or 401 (503 when the session could not be checked). */
export async function GET(request: Request) {
  const gate = await requireStaff(request);
  return gate.response ?? NextResponse.json({ user: gate.user });
}

/** Signs out: revokes the user's sessions (only with a still-valid cookie), then clears it. */
export async function DELETE(request: Request) {
  const forbidden = rejectCrossSite(request, env.NEXT_PUBLIC_SITE_URL);
  if (forbidden) return forbidden;
  await endSession((await cookies()).get(SESSION_COOKIE)?.value);
  return clearSessionCookie(new NextResponse(null, { status: 204 }));
}
