import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's timestamp may be from now: Slack's own advice against replays. */
const SLACK_MAX_SKEW_S = 300;

/**
 * Whether a request is Slack's: `X-Slack-Signature` is `v0=` + hex HMAC-SHA256 of
 * `v0:<timestamp>:<raw body>` with the app's signing secret, compared in constant time, and its
 * `X-Slack-Request-Timestamp` is within five minutes of `now` (an old one is a replay).
 */
export function isSlackSigned(
  secret: string,
  {
    timestamp,
    signature,
    body,
  }: { timestamp: string | null; signature: string | null; body: string },
  now = Date.now(),
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > SLACK_MAX_SKEW_S) return false;
  const expected = Buffer.from(
    `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex')}`,
  );
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
