import 'server-only';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { adminDb, reader, runTransaction } from '@/lib/firebase';
import { membersById, type MemberGroup } from '@/lib/members';
import { scheduleCollections } from '../collections';
import { MAX_OPEN_COVERAGES } from '../limits';
import { ScheduleError, scheduleMessages as m } from '../messages';
import { newMemberRange, toMemberRange, type Coverage } from '../model';
import type { CoverageInput } from '../schemas';

/** Coverages (`coberturas`): a member holds the group's shift over a range. */

const coverages = () => adminDb().collection(scheduleCollections.coverages);

/** A new coverage's reference (a rotation's save records one for the running shift). */
export const newCoverageRef = () => coverages().doc();

const toCoverage = (id: string, data: DocumentData): Coverage => ({
  ...toMemberRange(id, data),
  ...(typeof data.reason === 'string' && data.reason && { reason: data.reason }),
});

/** The coverages of a group not ended at `from`, soonest end first (at most MAX_OPEN_COVERAGES). */
export async function openCoverages(
  group: MemberGroup,
  from: Date,
  transaction?: Transaction,
): Promise<Coverage[]> {
  const snapshot = await reader(transaction).query(
    coverages()
      .where('group', '==', group)
      .where('to', '>', from)
      .orderBy('to')
      .limit(MAX_OPEN_COVERAGES),
  );
  return snapshot.docs.map((doc) => toCoverage(doc.id, doc.data()));
}

/** Whether a member holds a coverage of the group not ended at `now` (in the transaction). */
export async function hasPendingCoverage(
  transaction: Transaction,
  group: MemberGroup,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const pending = await transaction.get(
    coverages()
      .where('group', '==', group)
      .where('memberId', '==', memberId)
      .where('to', '>', now)
      .limit(1),
  );
  return !pending.empty;
}

/** Records a coverage; its member must be in the group (read in the same transaction). */
export async function addCoverage(
  group: MemberGroup,
  input: CoverageInput,
  by: string,
  now = new Date(),
): Promise<Coverage> {
  return runTransaction(async (transaction) => {
    const found = await membersById(group, [input.memberId], transaction);
    const member = found.get(input.memberId);
    if (!member) throw new ScheduleError(400, m.memberNotInGroup, { memberId: m.memberNotInGroup });
    const ref = coverages().doc();
    const record = {
      ...newMemberRange(group, member, input, by, now),
      ...(input.reason && { reason: input.reason }),
    };
    transaction.create(ref, record);
    return toCoverage(ref.id, record);
  });
}

/**
 * The coverage a manual assignment with a rotation records: from now to the next handoff (and an
 * accepted cover request's, with its own reason), in the caller's transaction.
 */
export function recordAssignmentCoverage(
  transaction: Transaction,
  coverage: {
    group: MemberGroup;
    memberId: string;
    nombre: string;
    from: Date;
    to: Date;
    by: string;
    reason?: string;
    /** When it was made (newer coverages win where two overlap): its start unless told. */
    createdAt?: Date;
  },
): Coverage {
  const ref = coverages().doc();
  const record = {
    group: coverage.group,
    memberId: coverage.memberId,
    nombre: coverage.nombre,
    from: coverage.from,
    to: coverage.to,
    reason: coverage.reason ?? 'Asignar Turno',
    createdBy: coverage.by,
    createdAt: coverage.createdAt ?? coverage.from,
  };
  transaction.create(ref, record);
  return toCoverage(ref.id, record);
}

export async function deleteCoverage(group: MemberGroup, id: string): Promise<void> {
  await runTransaction(async (transaction) => {
    const ref = coverages().doc(id);
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists || snapshot.get('group') !== group) {
      throw new ScheduleError(404, m.coverageNotFound);
    }
    transaction.delete(ref);
  });
}
