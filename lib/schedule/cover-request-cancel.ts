import 'server-only';
import { runTransaction } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { coverRequestMessages as c } from './cover-request-model';
import { coverRequests, requestOf } from './cover-request-records';
import { ScheduleError } from './messages';

/** DELETE /api/schedule/{group}/cover-requests/{id}: an open request becomes `cancelada`. */
export async function cancelCover(group: MemberGroup, id: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const request = await requestOf(transaction, group, id);
    if (request.status !== 'abierta') throw new ScheduleError(409, c.notOpen);
    transaction.update(coverRequests().doc(id), { status: 'cancelada' });
  });
}
