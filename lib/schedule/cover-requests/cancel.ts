import 'server-only';
import { runTransaction } from '@/lib/firebase';
import { memberByEmail, membersById, type MemberGroup } from '@/lib/members';
import { recordScheduleNotice, scheduleNoticeDue } from '@/lib/notifications';
import { COVER_REQUEST_STATUS, coverRequestMessages as c, mayCancelCover } from './model';
import { coverRequests, noticePerson, requestOf } from './records';
import { ScheduleError } from '../messages';

/**
 * DELETE /api/schedule/{group}/cover-requests/{id}: an open request becomes `cancelada`, by the
 * requester's member (the group's member whose email is `actor.email`) or by whoever created it
 * (`createdBy`, any case); 403 for anyone else. `actor.by` is what `cancelledBy` records: staff's
 * email, or `slack:<user id> <email>` from Slack. One transaction reads the request still open,
 * records who cancelled it and `cover.cancelled`: cancelled twice at once, one wins and the other
 * gets 409. Answers the notice's messages, to send.
 */
export async function cancelCover(
  group: MemberGroup,
  id: string,
  actor: { email: string; by: string },
  now = new Date(),
): Promise<string[]> {
  const noticeId = `cover.cancelled-${id}`;
  return runTransaction(async (transaction) => {
    const request = await requestOf(transaction, group, id);
    if (request.status !== COVER_REQUEST_STATUS.open) throw new ScheduleError(409, c.notOpen);
    const [own, requesters, due] = await Promise.all([
      memberByEmail(group, actor.email, transaction),
      membersById(group, [request.memberId], transaction),
      scheduleNoticeDue(transaction, noticeId),
    ]);
    if (!mayCancelCover(request, { memberId: own?.id, email: actor.email })) {
      throw new ScheduleError(403, c.notYours);
    }
    transaction.update(coverRequests().doc(id), {
      status: COVER_REQUEST_STATUS.cancelled,
      cancelledBy: actor.by,
      cancelledAt: now,
    });
    if (!due) return [];
    return recordScheduleNotice(transaction, noticeId, {
      event: 'cover.cancelled',
      group,
      at: now,
      requester: noticePerson(requesters.get(request.memberId), request.memberId, request.nombre),
      cancelledBy: actor.by,
      from: new Date(request.from),
      to: new Date(request.to),
    });
  });
}
