import 'server-only';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { adminDb, reader, runTransaction, text, toIsoDate } from '@/lib/firebase';
import { membersById, type MemberGroup } from '@/lib/members';
import { scheduleCollections } from '../collections';
import { newCoverageRef } from '../coverages/store';
import { ScheduleError, scheduleMessages as m } from '../messages';
import { SHIFT_SOURCE, type Rotation } from '../model';
import type { RotationInput } from '../schemas';
import { latestEntry } from '../shift/history';
import { handoffAt, memberOfShift, shiftIndexAt } from './rotation';

/** A group's rotation (`rotaciones/{group}`): read, saved, deleted. */

const rotations = () => adminDb().collection(scheduleCollections.rotations);
const iso = (value: unknown) => toIsoDate(value) ?? '';

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
      transaction.create(newCoverageRef(), {
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
