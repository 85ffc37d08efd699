import { NextResponse } from 'next/server';
import { sessionRequestSchema } from '@/lib/auth/schemas';
import { env } from '@/lib/env';
import {
  createSession,
  currentUser,
  secureCookies,
  SESSION_COOKIE,
  SessionError,
} from '@/lib/firebase';
import { jsonError, readJsonBody, rejectForeignOrigin } from '@/lib/http';

/** Signs in: exchanges a fresh Firebase ID token for the `__session` cookie (staff only). */
export async function POST(request: Request) {
  const forbidden = rejectForeignOrigin(request, env.NEXT_PUBLIC_SITE_URL);
  if (forbidden) return forbidden;
  const body = await readJsonBody(request, sessionRequestSchema);
  if (!body.ok) return body.response;

  try {
    const session = await createSession(body.data.idToken, body.data.rememberMe ?? false);
    const response = NextResponse.json({ user: session.user });
    response.cookies.set(SESSION_COOKIE, session.cookie, {
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies(),
      path: '/',
      // Without "Mantener sesión iniciada" it is a browser-session cookie.
      ...(session.maxAgeSeconds !== undefined && { maxAge: session.maxAgeSeconds }),
    });
    return response;
  } catch (error) {
    if (error instanceof SessionError) return jsonError(error.status, error.message);
    console.error('POST /api/session failed', error);
    return jsonError(503, 'No se pudo iniciar la sesión. Intenta nuevamente.');
  }
}

/** The signed-in user, or 401. */
export async function GET() {
  const user = await currentUser();
  return user ? NextResponse.json({ user }) : jsonError(401, 'No has iniciado sesión');
}

/** Signs out: clears the cookie. */
export async function DELETE(request: Request) {
  const forbidden = rejectForeignOrigin(request, env.NEXT_PUBLIC_SITE_URL);
  if (forbidden) return forbidden;
  const response = new NextResponse(null, { status: 204 });
  response.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: 0,
  });
  return response;
}
