import 'server-only';
import { formatChileDateTime } from '@/lib/format';
import { membersById, type Member, type MemberGroup } from '@/lib/members';
import { absenceMessages } from '../absences/model';
import { memberAbsenceAt } from '../absences/records';
import { ScheduleError } from '../messages';
import { recordAssignmentCoverage } from '../coverages/store';
import { NEXT_HORIZON_MS } from '../limits';
import { SHIFT_SOURCE } from '../model';
import { loadPlan } from '../plan/load';
import { plannedPieces } from '../plan/timeline';
import { handoffAt, shiftIndexAt } from '../rotations/rotation';
import { handOver } from './hand-over';
import { latestEntry } from './history';
import { inShiftTransaction } from './transaction';

export interface Assignment {
  member: Member;
  /** The outbox messages of its notification, to send once the answer is out. */
  notifications: string[];
}

/**
 * Hands the group's shift to a member for a staff user, in one transaction: the group's state
 * read once, the handoff written and its notice recorded (members and notifications, inside
 * it), with `until` also the coverage that keeps the new holder on duty until then. So nothing
 * can change between what was read and what is written: a tick and a staff assignment make one
 * handoff.
 */
export function assignShift(
  group: MemberGroup,
  id: string,
  assignedBy: string,
  until?: number,
): Promise<Assignment> {
  return inShiftTransaction(group, async (transaction) => {
    const [latest, away] = await Promise.all([
      latestEntry(group, transaction),
      memberAbsenceAt(transaction, group, id, new Date()),
    ]);
    if (away) {
      const member = (await membersById(group, [id], transaction)).get(id);
      const until = formatChileDateTime(new Date(away.to));
      throw new ScheduleError(409, absenceMessages.memberAway(member?.nombre || id, until));
    }
    const { member, nombre, at, notifications } = await handOver(transaction, group, latest, {
      id,
      assignedBy,
    });
    if (until) {
      recordAssignmentCoverage(transaction, {
        group,
        memberId: id,
        nombre,
        from: at,
        to: new Date(until),
        by: assignedBy,
      });
    }
    return { member, notifications };
  });
}

/**
 * 'Asignar Turno' (the specification's behaviour), and with a rotation also "from now to the
 * next scheduled handoff": a coverage recorded in the assignment's own transaction. Without a
 * rotation, while a coverage runs, the new holder covers until it ends.
 */
export async function assignByStaff(
  group: MemberGroup,
  id: string,
  email: string,
  now = Date.now(),
): Promise<Assignment> {
  const plan = await loadPlan(group, new Date(now), null);
  const k = plan.rotation ? shiftIndexAt(plan.rotation, now) : -1;
  const [running] = plannedPieces(plan, now, now + 1);
  const until =
    plan.rotation && k >= 0
      ? handoffAt(plan.rotation, k + 1)
      : running?.source === SHIFT_SOURCE.coverage
        ? plannedPieces(plan, now, now + NEXT_HORIZON_MS)[0]?.end
        : undefined;
  return assignShift(group, id, email, until);
}
