import 'server-only';
import { runTransaction } from '@/lib/firebase';
import {
  deleteMemberRecord,
  MemberError,
  memberToDelete,
  membersById,
  scheduledMember,
  type MemberGroup,
} from '@/lib/members';
import type { Transaction } from 'firebase-admin/firestore';
import { hasPendingCoverage } from './coverages/store';
import { getRotation } from './rotations/store';

/**
 * Whether the schedule still names a member: in the group's rotation, or holding a coverage not
 * ended at `now` (read in the caller's transaction: the member's deletion).
 */
async function isScheduled(
  transaction: Transaction,
  group: MemberGroup,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const [rotation, pending] = await Promise.all([
    getRotation(group, transaction),
    hasPendingCoverage(transaction, group, memberId, now),
  ]);
  // The fallback member is the one the escalation calls: named by the rotation like its order.
  const named = rotation?.memberIds.includes(memberId) || rotation?.fallbackMemberId === memberId;
  return Boolean(named) || pending;
}

/**
 * DELETE /api/members/{group}/{id}: refused (409) while the member is on duty, in the group's
 * rotation or holding a coverage not ended; checked in the deletion's own transaction (a
 * rotation saved meanwhile cannot name a member deleted under it).
 */
export async function removeMember(group: MemberGroup, id: string, now = new Date()) {
  await runTransaction(async (transaction) => {
    const member = await memberToDelete(transaction, group, id);
    if (await isScheduled(transaction, group, id, now)) {
      throw new MemberError(409, scheduledMember(member.nombre || member.email));
    }
    deleteMemberRecord(transaction, group, id);
  });
}

/**
 * The refusal `removeMember` would give, if the schedule still names the member (for
 * `npm run user:disable`, which disables the account whatever the schedule says: the operator
 * is told to take them out of it).
 */
export async function scheduledMemberWarning(group: MemberGroup, id: string, now = new Date()) {
  const named = await runTransaction((transaction) => isScheduled(transaction, group, id, now));
  if (!named) return null;
  return scheduledMember((await membersById(group, [id])).get(id)?.nombre || id);
}
