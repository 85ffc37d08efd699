import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { adminDb, reader } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { scheduleCollections } from '../collections';
import { toAbsence, toAbsenceRule, type Absence, type AbsenceRule } from './model';

/** `ausencias`: the absences of both groups. */
export const absences = () => adminDb().collection(scheduleCollections.absences);

/** Most absences one group's plan reads (not ended); beyond, the soonest ending. */
const MAX_OPEN_ABSENCES = 500;

/** The group's absences not ended at `from`, soonest end first, as the plan reads them. */
export async function openAbsences(
  group: MemberGroup,
  from: Date,
  transaction?: Transaction,
): Promise<AbsenceRule[]> {
  const snapshot = await reader(transaction).query(
    absences()
      .where('group', '==', group)
      .where('to', '>', from)
      .orderBy('to')
      .limit(MAX_OPEN_ABSENCES),
  );
  return snapshot.docs.map((doc) => toAbsenceRule(toAbsence(doc.id, doc.data())));
}

/** The member's absence at `at`, read in the caller's transaction, if they are away then. */
export async function memberAbsenceAt(
  transaction: Transaction,
  group: MemberGroup,
  memberId: string,
  at: Date,
): Promise<AbsenceRule | undefined> {
  const snapshot = await transaction.get(
    absences().where('group', '==', group).where('memberId', '==', memberId).where('to', '>', at),
  );
  return snapshot.docs
    .map((doc) => toAbsenceRule(toAbsence(doc.id, doc.data())))
    .find((absence) => absence.from <= at.getTime());
}

/** GET …/absences: the group's absences overlapping [from, to), by start. */
export async function listAbsences(group: MemberGroup, from: Date, to: Date): Promise<Absence[]> {
  const snapshot = await absences()
    .where('group', '==', group)
    .where('to', '>', from)
    .orderBy('to')
    .limit(MAX_OPEN_ABSENCES)
    .get();
  return snapshot.docs
    .map((doc) => toAbsence(doc.id, doc.data()))
    .filter((absence) => Date.parse(absence.from) < to.getTime())
    .sort((x, y) => x.from.localeCompare(y.from));
}
