import 'server-only';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import {
  memberCollections,
  shiftCollections,
  toIsoDate,
  toMember,
  type Member,
  type MemberGroup,
  type ShiftSource,
} from '@/lib/members';
import { ScheduleError, scheduleMessages as m } from './messages';
import type { Coverage, Rotation } from './model';
import { MAX_HISTORY_ENTRIES, MAX_OPEN_COVERAGES, scheduleCollections } from './records';
import { handoffAt, memberOfShift, shiftIndexAt } from './rotation';
import type { CoverageInput, RotationInput } from './schemas';
import type { CoverageRule, TimelineEntry, Plan } from './timeline';

const db = () => adminDb();
const members = (group: MemberGroup) => db().collection(memberCollections[group]);
const rotations = () => db().collection(scheduleCollections.rotations);
const coverages = () => db().collection(scheduleCollections.coverages);
const history = () => db().collection(shiftCollections.history);
const stateOf = (group: MemberGroup) => db().collection(shiftCollections.current).doc(group);

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

/** A stored assignment; entries from before the schedule have no source: staff made them. */
export function toTimelineEntry(data: DocumentData): TimelineEntry {
  const source = data.source as ShiftSource | undefined;
  return {
    memberId: text(data.memberId),
    nombre: text(data.nombre),
    source: source ?? 'manual',
    at: Date.parse(iso(data.at)),
  };
}

export async function getRotation(group: MemberGroup): Promise<Rotation | null> {
  const snapshot = await rotations().doc(group).get();
  return snapshot.exists ? toRotation(group, snapshot.data()!) : null;
}

/** The members of a group among `ids` (one read per id). */
export async function membersById(
  group: MemberGroup,
  ids: Iterable<string>,
  transaction?: Transaction,
): Promise<Map<string, Member>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const refs = unique.map((id) => members(group).doc(id));
  const snapshots = transaction ? await transaction.getAll(...refs) : await db().getAll(...refs);
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, toMember(snapshot.id, snapshot.data()!, group)]),
  );
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
    const [found, state] = await Promise.all([
      membersById(group, input.memberIds, transaction),
      transaction.get(stateOf(group)),
    ]);
    const missing = input.memberIds.find((id) => !found.has(id));
    if (missing !== undefined) {
      throw new ScheduleError(400, m.membersNotInGroup, { memberIds: m.membersNotInGroup });
    }
    const record = { group, ...input, updatedAt: now, updatedBy: by };
    transaction.set(rotations().doc(group), record);
    const holder = state.exists ? toTimelineEntry(state.data()!) : null;
    const k = shiftIndexAt(input, now.getTime());
    if (
      holder &&
      holder.source !== 'cobertura' &&
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
export async function openCoverages(group: MemberGroup, from: Date): Promise<Coverage[]> {
  const snapshot = await coverages()
    .where('group', '==', group)
    .where('to', '>', from)
    .orderBy('to')
    .limit(MAX_OPEN_COVERAGES)
    .get();
  return snapshot.docs.map((doc) => toCoverage(doc.id, doc.data()));
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

/** The coverage a manual assignment with a rotation records: from now to the next handoff. */
export function recordAssignmentCoverage(
  transaction: Transaction,
  coverage: {
    group: MemberGroup;
    memberId: string;
    nombre: string;
    from: Date;
    to: Date;
    by: string;
  },
): void {
  transaction.create(coverages().doc(), {
    group: coverage.group,
    memberId: coverage.memberId,
    nombre: coverage.nombre,
    from: coverage.from,
    to: coverage.to,
    reason: 'Asignar Turno',
    createdBy: coverage.by,
    createdAt: coverage.from,
  });
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

/** The group's latest assignment (`turnos-actual/{group}`), with who made it: one read. */
export async function latestEntry(
  group: MemberGroup,
): Promise<(TimelineEntry & { assignedBy: string }) | null> {
  const data = (await stateOf(group).get()).data();
  return data ? { ...toTimelineEntry(data), assignedBy: text(data.assignedBy) } : null;
}

/**
 * The assignments that shaped [from, to): the last one before `from` and those in the range, in
 * order (at most MAX_HISTORY_ENTRIES + 1 reads).
 */
export async function historyBetween(
  group: MemberGroup,
  from: Date,
  to: Date,
): Promise<TimelineEntry[]> {
  const inGroup = history().where('group', '==', group);
  const [before, during] = await Promise.all([
    inGroup.where('at', '<', from).orderBy('at', 'desc').limit(1).get(),
    inGroup
      .where('at', '>=', from)
      .where('at', '<', to)
      .orderBy('at')
      .limit(MAX_HISTORY_ENTRIES)
      .get(),
  ]);
  return [...before.docs, ...during.docs].map((doc) => toTimelineEntry(doc.data()));
}

/** The first assignment after instant t, if any (one read). */
export async function entryAfter(group: MemberGroup, t: Date): Promise<TimelineEntry | null> {
  const snapshot = await history()
    .where('group', '==', group)
    .where('at', '>', t)
    .orderBy('at')
    .limit(1)
    .get();
  return snapshot.docs[0] ? toTimelineEntry(snapshot.docs[0].data()) : null;
}

/** The latest assignment at or before t, with who made it (one read). */
export async function entryAt(
  group: MemberGroup,
  t: Date,
): Promise<(TimelineEntry & { assignedBy: string }) | null> {
  const snapshot = await history()
    .where('group', '==', group)
    .where('at', '<=', t)
    .orderBy('at', 'desc')
    .limit(1)
    .get();
  const data = snapshot.docs[0]?.data();
  return data ? { ...toTimelineEntry(data), assignedBy: text(data.assignedBy) } : null;
}

/**
 * Who holds where neither a coverage nor the rotation says: the latest holder, unless they hold
 * by a coverage (which ends): then the latest holder before it (one more read).
 */
async function fallbackHolder(
  group: MemberGroup,
  latest: TimelineEntry | null,
): Promise<TimelineEntry | null> {
  if (!latest || latest.source !== 'cobertura') return latest;
  const snapshot = await history()
    .where('group', '==', group)
    .where('source', 'in', ['manual', 'rotación'])
    .orderBy('at', 'desc')
    .limit(1)
    .get();
  return snapshot.docs[0] ? toTimelineEntry(snapshot.docs[0].data()) : null;
}

export interface LoadedPlan extends Plan {
  rotationRecord: Rotation | null;
  coverageRecords: Coverage[];
  /** The members the plan names, with their contact details. */
  people: Map<string, Member>;
}

/**
 * What the schedule knows of a group from `from` on. Reads: the rotation (1), the coverages not
 * ended (≤ MAX_OPEN_COVERAGES), the fallback (0–1), the members it names (≤ rotation size +
 * coverages + 1) — never the history behind it.
 */
export async function loadPlan(
  group: MemberGroup,
  from: Date,
  latest: TimelineEntry | null,
): Promise<LoadedPlan> {
  const [rotationRecord, coverageRecords, fallback] = await Promise.all([
    getRotation(group),
    openCoverages(group, from),
    fallbackHolder(group, latest),
  ]);
  const people = await membersById(group, [
    ...(rotationRecord?.memberIds ?? []),
    ...coverageRecords.map((coverage) => coverage.memberId),
    ...(fallback ? [fallback.memberId] : []),
  ]);
  const names = new Map([...people].map(([id, member]) => [id, member.nombre]));
  const coverageRules: CoverageRule[] = coverageRecords.map((coverage) => ({
    memberId: coverage.memberId,
    nombre: people.get(coverage.memberId)?.nombre ?? coverage.nombre,
    from: Date.parse(coverage.from),
    to: Date.parse(coverage.to),
    createdAt: Date.parse(coverage.createdAt),
  }));
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
