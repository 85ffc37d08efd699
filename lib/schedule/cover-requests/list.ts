import 'server-only';
import type { MemberGroup } from '@/lib/members';
import {
  COVER_REQUEST_STATUS,
  COVER_REQUEST_STATUSES,
  MAX_COVER_REQUESTS,
  toCoverRequest,
  type CoverRequest,
  type CoverRequestStatus,
} from './model';
import { coverRequests } from './records';

const closed = COVER_REQUEST_STATUSES.filter((status) => status !== COVER_REQUEST_STATUS.open);

/**
 * GET /api/schedule/{group}/cover-requests: the open requests by start, then the others newest
 * first, MAX_COVER_REQUESTS at most (`status`: that one only).
 */
export async function listCoverRequests(
  group: MemberGroup,
  status?: CoverRequestStatus,
): Promise<CoverRequest[]> {
  const ofGroup = coverRequests().where('group', '==', group);
  const open =
    status === undefined || status === COVER_REQUEST_STATUS.open
      ? (
          await ofGroup
            .where('status', '==', COVER_REQUEST_STATUS.open)
            .orderBy('from')
            .limit(MAX_COVER_REQUESTS)
            .get()
        ).docs
      : [];
  const room = MAX_COVER_REQUESTS - open.length;
  const others =
    status !== COVER_REQUEST_STATUS.open && room > 0
      ? (
          await ofGroup
            .where('status', 'in', status ? [status] : closed)
            .orderBy('createdAt', 'desc')
            .limit(room)
            .get()
        ).docs
      : [];
  return [...open, ...others].map((doc) => toCoverRequest(doc.id, doc.data()));
}
