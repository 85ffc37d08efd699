import 'server-only';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { adminDb, reader, text, toIsoDate } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { scheduleCollections } from '../collections';
import { MAX_HISTORY_ENTRIES } from '../limits';
import {
  SHIFT_SOURCE,
  toHistoryEntry,
  type HistoryEntry,
  type ShiftEntry,
  type ShiftSource,
} from '../model';

/**
 * The shift's history (`turnos`) and the group's latest handoff (`turnos-actual/{group}`) as the
 * schedule reads them. Each read takes the caller's transaction, if any.
 */

const history = () => adminDb().collection(scheduleCollections.history);
export const stateRef = (group: MemberGroup) =>
  adminDb().collection(scheduleCollections.current).doc(group);

/** A stored handoff (`turnos`, and the latest one in `turnos-actual`). */
function toShiftEntry(data: DocumentData): ShiftEntry {
  return {
    memberId: text(data.memberId),
    nombre: text(data.nombre),
    source: data.source as ShiftSource,
    assignedBy: text(data.assignedBy),
    at: Date.parse(toIsoDate(data.at) ?? ''),
  };
}

/** The group's latest handoff (`turnos-actual/{group}`): one read. */
export async function latestEntry(
  group: MemberGroup,
  transaction?: Transaction,
): Promise<ShiftEntry | null> {
  const data = (await reader(transaction).doc(stateRef(group))).data();
  return data ? toShiftEntry(data) : null;
}

/**
 * The handoffs that shaped [from, to): the last one before `from` and those in the range, in
 * order (at most MAX_HISTORY_ENTRIES + 1 reads).
 */
export async function historyBetween(
  group: MemberGroup,
  from: Date,
  to: Date,
): Promise<ShiftEntry[]> {
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
  return [...before.docs, ...during.docs].map((doc) => toShiftEntry(doc.data()));
}

/** The first handoff after instant t, if any (one read). */
export async function entryAfter(group: MemberGroup, t: Date): Promise<ShiftEntry | null> {
  const snapshot = await history()
    .where('group', '==', group)
    .where('at', '>', t)
    .orderBy('at')
    .limit(1)
    .get();
  return snapshot.docs[0] ? toShiftEntry(snapshot.docs[0].data()) : null;
}

/** The latest handoff at or before t (one read). */
export async function entryAt(group: MemberGroup, t: Date): Promise<ShiftEntry | null> {
  const snapshot = await history()
    .where('group', '==', group)
    .where('at', '<=', t)
    .orderBy('at', 'desc')
    .limit(1)
    .get();
  return snapshot.docs[0] ? toShiftEntry(snapshot.docs[0].data()) : null;
}

/** The latest handoff that no coverage made (staff's or the rotation's), if any: one read. */
export async function latestUncoveredEntry(
  group: MemberGroup,
  transaction?: Transaction,
): Promise<ShiftEntry | null> {
  const snapshot = await reader(transaction).query(
    history()
      .where('group', '==', group)
      .where('source', 'in', [SHIFT_SOURCE.manual, SHIFT_SOURCE.rotation])
      .orderBy('at', 'desc')
      .limit(1),
  );
  return snapshot.docs[0] ? toShiftEntry(snapshot.docs[0].data()) : null;
}

/** The latest handoffs of a group, newest first (GET /api/members/{group}/history). */
export async function shiftHistory(group: MemberGroup, limit: number): Promise<HistoryEntry[]> {
  const snapshot = await history()
    .where('group', '==', group)
    .orderBy('at', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => toHistoryEntry(doc.id, doc.data()));
}

/** A new history entry's reference, for the handoff that creates it. */
export const newEntryRef = () => history().doc();
