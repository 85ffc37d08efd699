import 'server-only';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import {
  latestEntry,
  latestUncoveredEntry,
  membersById,
  reader,
  toIsoDate,
  type Member,
  type MemberGroup,
  type ShiftEntry,
  SHIFT_SOURCE,
} from '@/lib/members';
import { ScheduleError, scheduleMessages as m } from './messages';
import type { Coverage, Rotation } from './model';
import { MAX_OPEN_COVERAGES, scheduleCollections } from './records';
import { handoffAt, memberOfShift, shiftIndexAt } from './rotation';
import type { CoverageInput, RotationInput } from './schemas';
import { toCoverageRule, type Plan } from './timeline';

const db = () => adminDb();
const rotations = () => db().collection(scheduleCollections.rotations);
const coverages = () => db().collection(scheduleCollections.coverages);

const iso = (value: unknown) => toIsoDate(value) ?? '';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function toRotation(group: MemberGroup, data: DocumentData): Rotation {
  return {
    group,
    memberIds: (data.memberIds as string[]) ?? [],
    length: data.length as Rotation['length'],
    handoffTime: text(data.handoffTime),
    timeZone: text(data.timeZone),
    startsOn: text(data.startsOn),
    ...(typeof data.fallbackMemberId === 'string' &&
      data.fallbackMemberId && { fallbackMemberId: data.fallbackMemberId }),
    updatedAt: iso(data.updatedAt),
    updatedBy: text(data.updatedBy),
  };
}

function toCoverage(id: string, data: DocumentData): Coverage {
  return {
    id,
    group: data.group as MemberGroup,
    memberId: text(data.memberId),
    nombre: text(data.nombre),
    from: iso(data.from),
    to: iso(data.to),
    ...(typeof data.reason === 'string' && data.reason && { reason: data.reason }),
    createdBy: text(data.createdBy),
    createdAt: iso(data.createdAt),
  };
}

export async function getRotation(
  group: MemberGroup,
  transaction?: Transaction,
): Promise<Rotation | null> {
  const snapshot = await reader(transaction).doc(rotations().doc(group));
  return snapshot.exists ? toRotation(group, snapshot.data()!) : null;
}

/**
 * Saves a group's rotation. It applies from its next handoff on: if it would hand the running
 * shift to someone else right away, the current holder keeps it until then (a coverage, in the
 * same transaction). The past is the history and is never rewritten.
 */
export async function saveRotation(
  group: MemberGroup,
  input: RotationInput,
  by: string,
  now = new Date(),
): Promise<Rotation> {
  return runTransaction(async (transaction) => {
    const [found, holder] = await Promise.all([
      membersById(
        group,
        [...input.memberIds, ...(input.fallbackMemberId ? [input.fallbackMemberId] : [])],
        transaction,
      ),
      latestEntry(group, transaction),
    ]);
    const missing = input.memberIds.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw new ScheduleError(400, m.membersNotInGroup, { memberIds: m.membersNotInGroup });
    }
    if (input.fallbackMemberId && !found.has(input.fallbackMemberId)) {
      throw new ScheduleError(400, m.fallbackNotInGroup, {
        fallbackMemberId: m.fallbackNotInGroup,
      });
    }
    const record = { group, ...input, updatedAt: now, updatedBy: by };
    transaction.set(rotations().doc(group), record);
    const k = shiftIndexAt(input, now.getTime());
    if (
      holder &&
      holder.source !== SHIFT_SOURCE.coverage &&
      k >= 0 &&
      memberOfShift(input, k) !== holder.memberId
    ) {
      transaction.create(coverages().doc(), {
        group,
        memberId: holder.memberId,
        nombre: holder.nombre,
        from: now,
        to: new Date(handoffAt(input, k + 1)),
        reason: 'Cambio de rotación',
        createdBy: by,
        createdAt: now,
      });
    }
    return toRotation(group, record);
  });
}

export async function deleteRotation(group: MemberGroup): Promise<void> {
  await rotations().doc(group).delete();
}

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

/**
 * Whether the schedule still names a member: in the group's rotation, or holding a coverage not
 * ended at `now` (read in the caller's transaction: the member's deletion).
 */
export async function isScheduled(
  transaction: Transaction,
  group: MemberGroup,
  memberId: string,
  now: Date,
): Promise<boolean> {
  const [rotation, pending] = await Promise.all([
    getRotation(group, transaction),
    transaction.get(
      coverages()
        .where('group', '==', group)
        .where('memberId', '==', memberId)
        .where('to', '>', now)
        .limit(1),
    ),
  ]);
  // The fallback member is the one the escalation calls: named by the rotation like its order.
  const named = rotation?.memberIds.includes(memberId) || rotation?.fallbackMemberId === memberId;
  return Boolean(named) || !pending.empty;
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
      group,
      memberId: member.id,
      nombre: member.nombre,
      from: new Date(input.from),
      to: new Date(input.to),
      ...(input.reason && { reason: input.reason }),
      createdBy: by,
      createdAt: now,
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

export interface LoadedPlan extends Plan {
  rotationRecord: Rotation | null;
  coverageRecords: Coverage[];
  /** The members the plan names, with their contact details. */
  people: Map<string, Member>;
}

/**
 * What the schedule knows of a group from `from` on, given its latest assignment. Reads (in
 * `transaction`, if any): the rotation (1), the coverages not ended (≤ MAX_OPEN_COVERAGES), the
 * fallback (0–1), the members it names (≤ rotation size + coverages + 1) — never the history
 * behind it.
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
  const [rotationRecord, coverageRecords, fallback] = await Promise.all([
    getRotation(group, transaction),
    openCoverages(group, from, transaction),
    fallbackOf(),
  ]);
  const people = await membersById(
    group,
    [
      ...(rotationRecord?.memberIds ?? []),
      ...coverageRecords.map((coverage) => coverage.memberId),
      ...(fallback ? [fallback.memberId] : []),
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
  };
}
