import 'server-only';
import { env } from '@/lib/env';

/** The session cookie's name (Firebase Hosting forwards only `__session`). */
export const SESSION_COOKIE = '__session';

/** Specification 9 and ARCHITECTURE.md: 14 days with "Mantener sesión iniciada", else 1 day. */
export const SESSION_DURATION_MS = {
  remembered: 14 * 24 * 60 * 60 * 1000,
  browserSession: 24 * 60 * 60 * 1000,
} as const;

/** Cookies are Secure everywhere but on a plain-http local site. */
const secureCookies = () => new URL(env.NEXT_PUBLIC_SITE_URL).protocol === 'https:';

/**
 * The attributes of the session cookie. Without `maxAgeSeconds` it is a browser-session cookie;
 * `maxAgeSeconds: 0` clears it.
 */
export function sessionCookieOptions(maxAgeSeconds?: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(),
    path: '/',
    ...(maxAgeSeconds !== undefined && { maxAge: maxAgeSeconds }),
  };
}
