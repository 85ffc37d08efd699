import { NextResponse, type NextRequest } from 'next/server';
import {
  checkSessionCookie,
  clearSessionCookie,
  firebaseConnectSources,
  loginRedirectPath,
  SESSION_COOKIE,
  SUPPORT_PATH,
  verifyStaffSession,
} from '@/lib/auth/edge';
import { isKnownPath, isStaffPath } from '@/lib/routes';
import { strictContentSecurityPolicy } from '@/lib/security-headers.mjs';

/**
 * Runs before every page request: any path outside the route table goes to /, and the staff
 * pages are guarded (docs/product.md, Routes) and get a nonce-based Content-Security-Policy.
 */
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (!isKnownPath(pathname)) return redirectTo(request, '/');
  const staffPage = isStaffPath(pathname);
  if (!staffPage && pathname !== '/login') return NextResponse.next();

  const cookie = request.cookies.get(SESSION_COOKIE)?.value;
  const session = await checkSessionCookie(cookie);
  if (staffPage) {
    if (session.status === 'valid') return withNoncePolicy(request);
    return redirectTo(request, loginRedirectPath(pathname + search, session.status === 'error'));
  }
  if (!cookie) return withNoncePolicy(request);
  // /login goes back to /soporte only on the verdict the support page itself will reach
  // (revocation, disabled account and staff claim included): a well-signed but revoked cookie
  // would otherwise send the visitor back and forth until the browser gives up. Otherwise the
  // form is shown, and the cookie cleared only when Firebase says the session is over: when it
  // could not be asked (an outage; error=auth_error, from the page's own check, still in the
  // address), staff stay signed in for when it answers again.
  const verdict =
    session.status === 'valid' ? (await verifyStaffSession(cookie)).status : session.status;
  if (verdict === 'valid') return redirectTo(request, SUPPORT_PATH);
  const form = withNoncePolicy(request);
  return verdict === 'invalid' ? clearSessionCookie(form) : form;
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
