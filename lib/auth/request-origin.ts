/**
 * Cross-site request forgery guard for state-changing requests: a browser always sends `Origin`
 * on them, and it must be the site's own (or the address the request came in on). Requests
 * without one (curl, server-to-server) carry no ambient cookies worth forging.
 */
export function isForeignOrigin(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  return !allowed.has(origin);
}

/** Methods that only read: they need no Origin check. */
export const isSafeMethod = (method: string) => method === 'GET' || method === 'HEAD';
