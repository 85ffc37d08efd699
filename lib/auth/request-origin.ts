import { SESSION_COOKIE } from './cookie';

const sessionCookiePattern = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

/**
 * Cross-site request forgery guard for state-changing requests. A browser marks where a request
 * comes from with `Origin` and `Sec-Fetch-Site`: a request from another site (`cross-site`, or an
 * `Origin` that is neither the site's own nor the address the request came in on) is refused.
 * A request that says neither and carries the session cookie is refused too: a browser always
 * sends one of them, so that is a client hiding where it comes from while using ambient
 * credentials. Callers without cookies (curl, server-to-server) pass.
 */
export function isCrossSiteRequest(request: Request, siteUrl: string): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin) {
    const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
    return !allowed.has(origin);
  }
  if (fetchSite) return false;
  return sessionCookiePattern.test(request.headers.get('cookie') ?? '');
}

/** Methods that only read: they need no cross-site check. */
export const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD';
