import 'server-only';
import { adminAuth } from '@/lib/firebase';

/** How long an instance trusts what Firebase said about an account before asking again. */
const STAFF_STATUS_TTL_MS = 5 * 60_000;

const known = new Map<string, { active: boolean; until: number }>();

/**
 * Whether `uid` is still an enabled account with the staff claim, for what a staff user handed
 * out that works without a session (their calendar links): an account disabled or stripped of
 * the claim any way (`npm run user:disable`, the Firebase console) stops it within
 * STAFF_STATUS_TTL_MS. The answer is kept that long per instance, since calendar apps poll and
 * Firebase's user look-ups are rate-limited. A failed look-up throws (a 503, never a verdict).
 */
export async function isActiveStaff(uid: string): Promise<boolean> {
  const now = Date.now();
  const cached = known.get(uid);
  if (cached && cached.until > now) return cached.active;
  let active: boolean;
  try {
    const user = await adminAuth().getUser(uid);
    active = !user.disabled && user.customClaims?.staff === true;
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
    active = false;
  }
  known.set(uid, { active, until: now + STAFF_STATUS_TTL_MS });
  return active;
}
