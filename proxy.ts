import { NextResponse, type NextRequest } from 'next/server';
import {
  checkSessionCookie,
  firebaseConnectSources,
  loginRedirectPath,
  SESSION_COOKIE,
  SUPPORT_PATH,
} from '@/lib/auth/proxy';
import { isKnownPath } from '@/lib/routes';
import { strictContentSecurityPolicy } from '@/lib/security-headers.mjs';

/**
 * Runs before every page request: any path outside the route table goes to /, and the staff
 * pages are guarded (specification 2.1) and get a nonce-based Content-Security-Policy.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isKnownPath(pathname)) return redirectTo(request, '/');
  if (pathname !== SUPPORT_PATH && pathname !== '/login') return NextResponse.next();

  const session = await checkSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
  if (pathname === SUPPORT_PATH && session.status !== 'valid') {
    return redirectTo(request, loginRedirectPath(pathname + search, session.status === 'error'));
  }
  // On /login a failed check lets the visitor through to sign in again.
  if (pathname === '/login' && session.status === 'valid') return redirectTo(request, SUPPORT_PATH);
  return withNoncePolicy(request);
}

function redirectTo(request: NextRequest, path: string) {
  return NextResponse.redirect(new URL(path, request.url));
}

function withNoncePolicy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const policy = strictContentSecurityPolicy({
    nonce,
    isDev: process.env.NODE_ENV !== 'production',
    connectSrc: firebaseConnectSources(),
  });
  // Next reads the nonce from the request's policy and stamps it on its own scripts.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/).*)'],
};
