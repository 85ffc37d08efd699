import { DAY_MS } from '@/lib/time';

/** The session cookie's name (Firebase Hosting forwards only `__session`). */
export const SESSION_COOKIE = '__session';

/** 14 days with "Mantener sesión iniciada", else 1 day (docs/contracts.md, Session). */
export const SESSION_DURATION_MS = {
  remembered: 14 * DAY_MS,
  browserSession: DAY_MS,
} as const;

/**
 * The attributes of the session cookie: Secure everywhere but on a plain-http local site.
 * Without `maxAgeSeconds` it is a browser-session cookie; `maxAgeSeconds: 0` clears it.
 */
export function sessionCookieOptions(siteUrl: string, maxAgeSeconds?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: new URL(siteUrl).protocol === 'https:',
    path: '/',
    ...(maxAgeSeconds !== undefined && { maxAge: maxAgeSeconds }),
  };
}
