import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { adminAuth } from '@/lib/firebase';

/**
 * Ends every session of the user signed in up to now: the one way this code base revokes
 * (sign-out everywhere, a role removed, an account disabled; scripts/revocation.test.ts keeps
 * `revokeRefreshTokens` in this file alone).
 *
 * Firebase counts in whole seconds on both sides: `revokeRefreshTokens` stamps the user's
 * `tokensValidAfterTime` with this server's clock cut to the second, and a session cookie (or ID
 * token) is revoked only when its `auth_time`, its sign-in's second, is *before* that stamp. A
 * sign-in in the very second of the revocation, whether just before it or just after, keeps its
 * session, with whatever claims its ID token carried: a role removed in the second of a
 * sign-in would stay in that session. So the revocation waits (under a second) until the second
 * in which it was asked for is over: the stamp is then later than the sign-in second of every
 * session opened up to the call, and `verifySessionCookie(…, true)` (and `verifyIdToken(…, true)`,
 * which `createSession` uses) reject them all. A sign-in during the wait, or in the stamp's own
 * second, keeps its session: it came after the change, and carries the claims as they are now.
 * A caller that changes claims or disables the account does so before calling this.
 *
 * This assumes the server's clock agrees with Firebase's to well under a second (NTP; the
 * emulator shares the machine's clock).
 */
export async function revokeSessions(uid: string): Promise<void> {
  const calledIn = Math.floor(Date.now() / 1000);
  // A loop, not one timer: a timer may fire a millisecond early by the wall clock.
  for (let now = Date.now(); Math.floor(now / 1000) <= calledIn; now = Date.now()) {
    await sleep(1000 - (now % 1000));
  }
  await adminAuth().revokeRefreshTokens(uid);
}
