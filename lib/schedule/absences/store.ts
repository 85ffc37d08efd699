import 'server-only';
import { runTransaction } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { recordScheduleNotice, scheduleNoticeDue } from '@/lib/notifications';
import { COVER_REQUEST_STATUS, toCoverRequest, type CoverRequest } from '../cover-requests/model';
import { actingMember, coverRequests, noticePerson } from '../cover-requests/records';
import { ScheduleError } from '../messages';
import { newMemberRange } from '../model';
import { loadPlan } from '../plan/load';
import { latestEntry } from '../shift/history';
import { openConflicts } from './conflicts';
import { absences } from './records';
import {
  absenceMessages as a,
  toAbsence,
  toAbsenceRule,
  type Absence,
  type AbsenceInput,
} from './model';

/**
 * POST …/absences: the member (the caller's own unless `memberId` says whom) is away over
 * [from, to). One transaction records it and opens a cover request for each of their shifts it
 * overlaps that starts within SCHEDULE_CONFLICT_DAYS (with its `cover.requested` notice); later
 * ones open as they come within the window (the minute job). Answers the absence, the requests
 * and their notices' messages.
 */
export async function addAbsence(
  group: MemberGroup,
  input: AbsenceInput,
  by: string,
  now = new Date(),
): Promise<{ absence: Absence; coverRequests: CoverRequest[]; notices: string[] }> {
  return runTransaction(async (transaction) => {
    const member = await actingMember(transaction, group, input.memberId, by);
    const ref = absences().doc();
    const record = {
      ...newMemberRange(group, member, input, by, now),
      kind: input.kind,
      ...(input.note && { note: input.note }),
    };
    const absence = toAbsence(ref.id, record);
    const plan = await loadPlan(group, now, await latestEntry(group, transaction), transaction);
    const open = await openConflicts(transaction, group, plan, [toAbsenceRule(absence)], now, by);
    transaction.create(ref, record);
    const opened = open();
    return { absence, coverRequests: opened.requests, notices: opened.notices };
  });
}

/**
 * DELETE …/absences/{id}: the absence is removed, and the cover requests it opened that are
 * still open become `cancelada` (recorded as `by`), each with its `cover.cancelled` notice.
 */
export async function removeAbsence(
  group: MemberGroup,
  id: string,
  by: string,
  now = new Date(),
): Promise<string[]> {
  return runTransaction(async (transaction) => {
    const ref = absences().doc(id);
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists || snapshot.get('group') !== group)
      throw new ScheduleError(404, a.notFound);
    const opened = await transaction.get(
      coverRequests().where('absenceId', '==', id).where('status', '==', COVER_REQUEST_STATUS.open),
    );
    const requests = opened.docs.map((doc) => toCoverRequest(doc.id, doc.data()));
    const due = await Promise.all(
      requests.map((request) => scheduleNoticeDue(transaction, `cover.cancelled-${request.id}`)),
    );
    transaction.delete(ref);
    return requests.flatMap((request, index) => {
      transaction.update(coverRequests().doc(request.id), {
        status: COVER_REQUEST_STATUS.cancelled,
        cancelledBy: by,
        cancelledAt: now,
      });
      if (!due[index]) return [];
      return recordScheduleNotice(transaction, `cover.cancelled-${request.id}`, {
        event: 'cover.cancelled',
        group,
        at: now,
        requester: noticePerson(undefined, request.memberId, request.nombre),
        cancelledBy: by,
        from: new Date(request.from),
        to: new Date(request.to),
      });
    });
  });
}
