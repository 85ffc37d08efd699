import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a delivery's `t` may be from now: older (or later) is a replay, refused. */
const CALENDLY_MAX_SKEW_S = 180;

/**
 * Whether a delivery is Calendly's: `Calendly-Webhook-Signature` is `t=<unix seconds>,v1=<hex
 * HMAC-SHA256(signing key, "<t>.<raw body>")>`, compared in constant time, with `t` within
 * 180 s of `now`.
 */
export function isCalendlySigned(
  signingKey: string,
  { header, body }: { header: string | null; body: string },
  now = Date.now(),
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const v1 = parts.get('v1');
  if (!t || !v1 || !/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  if (Math.abs(now / 1000 - Number(t)) > CALENDLY_MAX_SKEW_S) return false;
  const expected = createHmac('sha256', signingKey).update(`${t}.${body}`).digest();
  return timingSafeEqual(Buffer.from(v1, 'hex'), expected);
}
