import 'server-only';
import { runTransaction } from '@/lib/firebase';
import { membersById } from '@/lib/members';
import { recordScheduleNotice, scheduleNoticeDue } from '@/lib/notifications';
import { COVER_REQUEST_STATUS, MAX_COVER_REQUESTS, toCoverRequest } from './model';
import { coverRequests, noticePerson } from './records';

/**
 * The minute job: each open request whose start has come becomes `vencida` (the requester keeps
 * the shift) with its `cover.expired` notice, in a transaction that reads the request again, so
 * instances ticking together expire and tell it once. Answers the notices' messages, to send.
 */
export async function expireCoverRequests(now = new Date()): Promise<string[]> {
  const due = await coverRequests()
    .where('status', '==', COVER_REQUEST_STATUS.open)
    .where('from', '<=', now)
    .orderBy('from')
    .limit(MAX_COVER_REQUESTS)
    .get();
  const notices: string[] = [];
  for (const doc of due.docs) {
    const noticeId = `cover.expired-${doc.id}`;
    const recorded = await runTransaction(async (transaction) => {
      const snapshot = await transaction.get(doc.ref);
      if (!snapshot.exists || snapshot.get('status') !== COVER_REQUEST_STATUS.open) return [];
      const request = toCoverRequest(snapshot.id, snapshot.data()!);
      const [members, tell] = await Promise.all([
        membersById(request.group, [request.memberId], transaction),
        scheduleNoticeDue(transaction, noticeId),
      ]);
      transaction.update(doc.ref, { status: COVER_REQUEST_STATUS.expired });
      if (!tell) return [];
      return recordScheduleNotice(transaction, noticeId, {
        event: 'cover.expired',
        group: request.group,
        at: now,
        requester: noticePerson(members.get(request.memberId), request.memberId, request.nombre),
        from: new Date(request.from),
        to: new Date(request.to),
      });
    });
    notices.push(...recorded);
  }
  return notices;
}
