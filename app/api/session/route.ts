import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import {
  clearSessionCookie,
  createSession,
  endSession,
  SESSION_COOKIE,
  sessionCookieOptions,
  sessionRequestSchema,
} from '@/lib/auth';
import { env } from '@/lib/env';
import { apiRoute, readJsonBody } from '@/lib/http';

/** Signs in: exchanges a fresh Firebase ID token for the `__session` cookie (staff only). */
export const POST = apiRoute(
  {
    access: 'public',
    domain: 'session',
    unavailable: 'No se pudo iniciar la sesión. Intenta nuevamente.',
  },
  async ({ request }) => {
    const body = await readJsonBody(request, sessionRequestSchema);
    if (!body.ok) return body.response;
    const session = await createSession(body.data.idToken, body.data.rememberMe ?? false);
    const response = NextResponse.json({ user: session.user });
    // Without "Mantener sesión iniciada" it is a browser-session cookie (no max-age).
    response.cookies.set(
      SESSION_COOKIE,
      session.cookie,
      sessionCookieOptions(env.NEXT_PUBLIC_SITE_URL, session.maxAgeSeconds),
    );
    return response;
  },
);

/** The signed-in user, or 401 (503 when the session could not be checked). */
export const GET = apiRoute({ access: 'staff', domain: 'session' }, async ({ user }) =>
  NextResponse.json({ user }),
);

/** Signs out: revokes the user's sessions (only with a still-valid cookie), then clears it. */
export const DELETE = apiRoute({ access: 'public', domain: 'session' }, async () => {
  await endSession((await cookies()).get(SESSION_COOKIE)?.value);
  return clearSessionCookie(new NextResponse(null, { status: 204 }));
});
