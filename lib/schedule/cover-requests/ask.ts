import 'server-only';
import { runTransaction } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { latestEntry } from '../shift/history';
import { recordScheduleNotice } from '@/lib/notifications';
import {
  COVER_REQUEST_STATUS,
  coverRequestMessages as c,
  toCoverRequest,
  type CoverRequest,
  type CoverRequestInput,
} from './model';
import { actingMember, coverRequests, noticePerson } from './records';
import { ScheduleError } from '../messages';
import { newMemberRange } from '../model';
import { loadPlan } from '../plan/load';
import { plannedPieces } from '../plan/timeline';

/**
 * POST /api/schedule/{group}/cover-requests: the member (the caller's own unless `memberId` says
 * whom) asks the group to cover them over [from, to). Refused when the schedule gives them none
 * of the range. The request and its `cover.requested` notice are one transaction.
 */
export async function askCover(
  group: MemberGroup,
  input: CoverRequestInput,
  by: string,
  now = new Date(),
): Promise<{ request: CoverRequest; notices: string[] }> {
  const from = new Date(input.from);
  const to = new Date(input.to);
  return runTransaction(async (transaction) => {
    const member = await actingMember(transaction, group, input.memberId, by);
    // What is past is history: only the range from now on can still be covered.
    const start = Math.max(from.getTime(), now.getTime());
    const plan = await loadPlan(
      group,
      new Date(start),
      await latestEntry(group, transaction),
      transaction,
    );
    const holds = plannedPieces(plan, start, to.getTime()).some(
      (piece) => piece.memberId === member.id,
    );
    if (!holds) throw new ScheduleError(400, c.noShift);
    const ref = coverRequests().doc();
    const record = {
      ...newMemberRange(group, member, { from, to }, by, now),
      ...(input.reason && { reason: input.reason }),
      status: COVER_REQUEST_STATUS.open,
    };
    transaction.create(ref, record);
    const notices = recordScheduleNotice(transaction, `cover.requested-${ref.id}`, {
      event: 'cover.requested',
      requestId: ref.id,
      group,
      at: now,
      requester: noticePerson(member, member.id, member.nombre),
      reason: input.reason ?? '',
      from,
      to,
    });
    return { request: toCoverRequest(ref.id, record), notices };
  });
}
