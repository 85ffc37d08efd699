import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { membersById, type Member, type MemberGroup } from '@/lib/members';
import { openAbsences } from '../absences/records';
import type { AbsenceRule } from '../absences/model';
import { openCoverages } from '../coverages/store';
import { SHIFT_SOURCE, type Coverage, type Rotation, type ShiftEntry } from '../model';
import { getRotation } from '../rotations/store';
import { latestUncoveredEntry } from '../shift/history';
import { toCoverageRule, type Plan } from './timeline';

export interface LoadedPlan extends Plan {
  rotationRecord: Rotation | null;
  coverageRecords: Coverage[];
  /** The members the plan names, with their contact details. */
  people: Map<string, Member>;
  /** The group's absences not ended at `from`: whom the tick never hands a shift. */
  absences: AbsenceRule[];
}

/**
 * What the schedule knows of a group from `from` on, given its latest assignment. Reads (in
 * `transaction`, if any): the rotation (1), the coverages and absences not ended (≤
 * MAX_OPEN_COVERAGES, ≤ MAX_OPEN_ABSENCES), the fallback (0–1), the members it names (≤ rotation
 * size + coverages + 2) — never the history behind it.
 */
export async function loadPlan(
  group: MemberGroup,
  from: Date,
  latest: ShiftEntry | null,
  transaction?: Transaction,
): Promise<LoadedPlan> {
  // Who holds where neither a coverage nor the rotation says: the latest holder, unless they
  // hold by a coverage (which ends): then the latest holder before it.
  const fallbackOf = async () =>
    !latest || latest.source !== SHIFT_SOURCE.coverage
      ? latest
      : latestUncoveredEntry(group, transaction);
  const [rotationRecord, coverageRecords, fallback, absences] = await Promise.all([
    getRotation(group, transaction),
    openCoverages(group, from, transaction),
    fallbackOf(),
    openAbsences(group, from, transaction),
  ]);
  const people = await membersById(
    group,
    [
      ...(rotationRecord?.memberIds ?? []),
      ...coverageRecords.map((coverage) => coverage.memberId),
      ...(fallback ? [fallback.memberId] : []),
      ...(rotationRecord?.fallbackMemberId ? [rotationRecord.fallbackMemberId] : []),
    ],
    transaction,
  );
  const names = new Map([...people].map(([id, member]) => [id, member.nombre]));
  const coverageRules = coverageRecords.map((coverage) =>
    toCoverageRule(coverage, people.get(coverage.memberId)?.nombre),
  );
  return {
    rotation: rotationRecord,
    coverages: coverageRules,
    fallback: fallback && {
      memberId: fallback.memberId,
      nombre: people.get(fallback.memberId)?.nombre ?? fallback.nombre,
    },
    names,
    rotationRecord,
    coverageRecords,
    people,
    absences,
  };
}
