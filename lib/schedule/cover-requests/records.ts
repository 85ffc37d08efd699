import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { adminDb } from '@/lib/firebase';
import { membersById, memberByEmail, type Member, type MemberGroup } from '@/lib/members';
import { coverRequestMessages as c, toCoverRequest, type CoverRequest } from './model';
import { ScheduleError, scheduleMessages as m } from '../messages';
import { scheduleCollections } from '../collections';

/** `solicitudes-cobertura`: the cover requests of both groups. */
export const coverRequests = () => adminDb().collection(scheduleCollections.coverRequests);

/**
 * The member a cover request call acts for, read in its transaction: `memberId` when given (400
 * outside the group), else the caller's own member (400 when they have none in the group).
 */
export async function actingMember(
  transaction: Transaction,
  group: MemberGroup,
  memberId: string | undefined,
  email: string,
): Promise<Member> {
  if (memberId === undefined) {
    const own = await memberByEmail(group, email, transaction);
    if (!own) throw new ScheduleError(400, c.noMember, { memberId: c.noMember });
    return own;
  }
  const member = (await membersById(group, [memberId], transaction)).get(memberId);
  if (!member) throw new ScheduleError(400, m.memberNotInGroup, { memberId: m.memberNotInGroup });
  return member;
}

/** A request of the group, read in the caller's transaction (404 when unknown or another group's). */
export async function requestOf(
  transaction: Transaction,
  group: MemberGroup,
  id: string,
): Promise<CoverRequest> {
  const snapshot = await transaction.get(coverRequests().doc(id));
  if (!snapshot.exists || snapshot.get('group') !== group) {
    throw new ScheduleError(404, c.notFound);
  }
  return toCoverRequest(snapshot.id, snapshot.data()!);
}

/** A person as a schedule notice names them (a member since deleted: their stored name). */
export const noticePerson = (member: Member | undefined, id: string, nombre: string) => ({
  id,
  nombre: member?.nombre || nombre,
  email: member?.email ?? '',
  telefono: member?.telefono ?? '',
});
