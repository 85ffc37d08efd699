import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { MemberError, memberErrors } from './messages';
import { toMember, type Member } from './model';
import type { MemberGroup } from './records';
import { memberDocs, readMemberRecord } from './members';

/** The members a handoff touches, as its transaction read them. */
export interface DutyChange {
  /** The new holder, now on duty. */
  member: Member;
  /** The new holder as read, before the change. */
  holder: Member;
  /** Who held the shift until now (flagActivo 1), if anyone. */
  previous: Member | null;
}

/**
 * Puts a member on duty in the caller's transaction, for the schedule's handoff: reads the
 * group's holders (flagActivo 1) and the member (404 when gone, 409 when already on duty), then
 * sets their `flagActivo`. Only documents that change are written, so the cost does not grow with
 * the group. The caller has done its other reads: a transaction reads before it writes.
 */
export async function putOnDuty(
  transaction: Transaction,
  group: MemberGroup,
  id: string,
  now: Date,
): Promise<DutyChange> {
  const [holders, target] = await Promise.all([
    transaction.get(memberDocs(group).where('flagActivo', '==', 1)),
    readMemberRecord(group, id, transaction),
  ]);
  if (target.data.flagActivo === 1) {
    throw new MemberError(409, memberErrors[group].alreadyOnDuty);
  }
  for (const doc of holders.docs) {
    transaction.update(doc.ref, { flagActivo: 0, fechaActualizacion: now });
  }
  transaction.update(target.ref, { flagActivo: 1, fechaActualizacion: now });
  const previous = holders.docs[0];
  return {
    member: toMember(id, { ...target.data, flagActivo: 1, fechaActualizacion: now }, group),
    holder: toMember(id, target.data, group),
    previous: previous ? toMember(previous.id, previous.data(), group) : null,
  };
}
