import 'server-only';
import { isPublicHoliday } from '@/lib/holidays';
import { listMembers, type MemberGroup } from '@/lib/members';
import { DAY_MS } from '@/lib/time';
import { coverRequests } from '../cover-requests/records';
import { COVER_REQUEST_STATUS } from '../cover-requests/model';
import { hoursByMember } from '../hours/hours';
import { MAX_HISTORY_ENTRIES } from '../limits';
import { pastPieces } from '../plan/timeline';
import { historyBetween } from '../shift/history';
import { FAIRNESS_DAYS, fairnessOf, type Fairness } from './fairness';

/**
 * GET /api/schedule/{group}/fairness: over the last FAIRNESS_DAYS up to now, each current
 * member's hours from the history (as the hours report counts them) and the cover requests
 * accepted in the window (`acceptedAt`). Reads the members, the history of the window (at most
 * MAX_HISTORY_ENTRIES + 1) and its accepted requests (at most MAX_HISTORY_ENTRIES).
 */
export async function fairness(group: MemberGroup, now = Date.now()): Promise<Fairness> {
  const since = now - FAIRNESS_DAYS * DAY_MS;
  const [members, entries, accepted] = await Promise.all([
    listMembers(group),
    historyBetween(group, new Date(since), new Date(now)),
    coverRequests()
      .where('group', '==', group)
      .where('status', '==', COVER_REQUEST_STATUS.accepted)
      .where('acceptedAt', '>=', new Date(since))
      .where('acceptedAt', '<', new Date(now))
      .orderBy('acceptedAt')
      .limit(MAX_HISTORY_ENTRIES)
      .get(),
  ]);
  const pieces = pastPieces(entries, since, now, now);
  const hours = hoursByMember(
    pieces.map((piece) => ({ ...piece, email: '' })),
    since,
    now,
    isPublicHoliday,
  );
  const covers = accepted.docs.map((doc) => ({
    requesterId: String(doc.get('memberId')),
    acceptorId: String(doc.get('acceptedBy.memberId')),
  }));
  return { since: new Date(since).toISOString(), members: fairnessOf(members, hours, covers) };
}
