import 'server-only';
import { runTransaction } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { COVER_REQUEST_STATUS, coverRequestMessages as c } from './model';
import { coverRequests, requestOf } from './records';
import { ScheduleError } from '../messages';

/** DELETE /api/schedule/{group}/cover-requests/{id}: an open request becomes `cancelada`. */
export async function cancelCover(group: MemberGroup, id: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const request = await requestOf(transaction, group, id);
    if (request.status !== COVER_REQUEST_STATUS.open) throw new ScheduleError(409, c.notOpen);
    transaction.update(coverRequests().doc(id), { status: COVER_REQUEST_STATUS.cancelled });
  });
}
