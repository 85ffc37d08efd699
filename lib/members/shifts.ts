import 'server-only';
import type {
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { adminDb } from '@/lib/firebase';
import {
  toHistoryEntry,
  toIsoDate,
  toMember,
  type HistoryEntry,
  type Member,
  type ShiftEntry,
} from './model';
import {
  MAX_HISTORY_ENTRIES,
  memberCollections,
  shiftCollections,
  type MemberGroup,
  type ShiftSource,
  SHIFT_SOURCE,
} from './records';

/**
 * The shift's collections as other domains read them (the schedule, the reports): the members,
 * the history (`turnos`) and the current holder (`turnos-actual`). This domain owns them; the
 * schedule asks here. Each read takes the caller's transaction, if any.
 */

const db = () => adminDb();
const history = () => db().collection(shiftCollections.history);
const stateRef = (group: MemberGroup) => db().collection(shiftCollections.current).doc(group);

/** Reads a document or a query alone, or inside `transaction`. */
export const reader = (transaction?: Transaction) => ({
  doc: (ref: DocumentReference): Promise<DocumentSnapshot> =>
    transaction ? transaction.get(ref) : ref.get(),
  query: (query: Query): Promise<QuerySnapshot> =>
    transaction ? transaction.get(query) : query.get(),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored assignment; entries from before the schedule have no source: staff made them. */
export function toShiftEntry(data: DocumentData): ShiftEntry {
  const source = data.source as ShiftSource | undefined;
  return {
    memberId: text(data.memberId),
    nombre: text(data.nombre),
    source: source ?? SHIFT_SOURCE.manual,
    assignedBy: text(data.assignedBy),
    at: Date.parse(toIsoDate(data.at) ?? ''),
  };
}

/** The members of a group among `ids` (one read per id). */
export async function membersById(
  group: MemberGroup,
  ids: Iterable<string>,
  transaction?: Transaction,
): Promise<Map<string, Member>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const refs = unique.map((id) => db().collection(memberCollections[group]).doc(id));
  const snapshots = transaction ? await transaction.getAll(...refs) : await db().getAll(...refs);
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, toMember(snapshot.id, snapshot.data()!, group)]),
  );
}

/** The group's latest assignment (`turnos-actual/{group}`): one read. */
export async function latestEntry(
  group: MemberGroup,
  transaction?: Transaction,
): Promise<ShiftEntry | null> {
  const data = (await reader(transaction).doc(stateRef(group))).data();
  return data ? toShiftEntry(data) : null;
}

/**
 * The assignments that shaped [from, to): the last one before `from` and those in the range, in
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

/** The first assignment after instant t, if any (one read). */
export async function entryAfter(group: MemberGroup, t: Date): Promise<ShiftEntry | null> {
  const snapshot = await history()
    .where('group', '==', group)
    .where('at', '>', t)
    .orderBy('at')
    .limit(1)
    .get();
  return snapshot.docs[0] ? toShiftEntry(snapshot.docs[0].data()) : null;
}

/** The latest assignment at or before t (one read). */
export async function entryAt(group: MemberGroup, t: Date): Promise<ShiftEntry | null> {
  const snapshot = await history()
    .where('group', '==', group)
    .where('at', '<=', t)
    .orderBy('at', 'desc')
    .limit(1)
    .get();
  return snapshot.docs[0] ? toShiftEntry(snapshot.docs[0].data()) : null;
}

/** The latest assignment that no coverage made (staff's or the rotation's), if any: one read. */
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

/** The latest assignments of a group, newest first. */
export async function shiftHistory(group: MemberGroup, limit: number): Promise<HistoryEntry[]> {
  const snapshot = await history()
    .where('group', '==', group)
    .orderBy('at', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => toHistoryEntry(doc.id, doc.data()));
}
