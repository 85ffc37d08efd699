import 'server-only';
import { runTransaction } from '@/lib/firebase';
import { membersById, type MemberGroup } from '@/lib/members';
import { recordScheduleNotice, scheduleNoticeDue } from '@/lib/notifications';
import { COVER_REQUEST_STATUS, coverRequestMessages as c, type CoverRequest } from './model';
import { actingMember, coverRequests, noticePerson, requestOf } from './records';
import { ScheduleError } from '../messages';
import type { Coverage } from '../model';
import { recordAssignmentCoverage } from '../coverages/store';

/**
 * POST /api/schedule/{group}/cover-requests/{id}/accept: the member (the caller's own, found by
 * `email`, unless `memberId` says whom) covers the request's range (from now on if it already
 * started). `by` is who accepted, recorded as `acceptedByUser`: staff's email, or the Slack user.
 * One transaction reads the request still open, creates the coverage, marks the request accepted
 * and records `cover.accepted`: under any concurrency the first acceptance wins, the others get
 * 409. The tick hands the shift over as it does for any coverage.
 */
export async function acceptCover(
  group: MemberGroup,
  id: string,
  { memberId, email, by }: { memberId?: string; email: string; by: string },
  now = new Date(),
): Promise<{ request: CoverRequest; coverage: Coverage; notices: string[] }> {
  const noticeId = `cover.accepted-${id}`;
  return runTransaction(async (transaction) => {
    const request = await requestOf(transaction, group, id);
    if (request.status !== COVER_REQUEST_STATUS.open) throw new ScheduleError(409, c.notOpen);
    const to = new Date(request.to);
    // Past its end it can only expire (the tick does so at its start).
    if (to.getTime() <= now.getTime()) throw new ScheduleError(409, c.notOpen);
    const acceptor = await actingMember(transaction, group, memberId, email);
    if (acceptor.id === request.memberId) {
      throw new ScheduleError(400, c.ownRequest, { memberId: c.ownRequest });
    }
    const [requesters, due] = await Promise.all([
      membersById(group, [request.memberId], transaction),
      scheduleNoticeDue(transaction, noticeId),
    ]);
    const requester = noticePerson(
      requesters.get(request.memberId),
      request.memberId,
      request.nombre,
    );
    const from = new Date(Math.max(Date.parse(request.from), now.getTime()));
    const coverage = recordAssignmentCoverage(transaction, {
      group,
      memberId: acceptor.id,
      nombre: acceptor.nombre,
      from,
      to,
      by: acceptor.email || email,
      reason: `Cobertura de ${requester.nombre}`,
      createdAt: now,
    });
    const acceptedBy = { memberId: acceptor.id, nombre: acceptor.nombre };
    transaction.update(coverRequests().doc(id), {
      status: COVER_REQUEST_STATUS.accepted,
      acceptedBy,
      acceptedByUser: by,
      acceptedAt: now,
      coverageId: coverage.id,
    });
    const notices = due
      ? recordScheduleNotice(transaction, noticeId, {
          event: 'cover.accepted',
          group,
          at: now,
          requester,
          acceptor: noticePerson(acceptor, acceptor.id, acceptor.nombre),
          from,
          to,
        })
      : [];
    return {
      request: {
        ...request,
        status: COVER_REQUEST_STATUS.accepted,
        acceptedBy,
        acceptedByUser: by,
        acceptedAt: now.toISOString(),
        coverageId: coverage.id,
      },
      coverage,
      notices,
    };
  });
}
