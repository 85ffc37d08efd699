import 'server-only';
import {
  FieldValue,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import { recordHandoff, type HandoffPerson } from '@/lib/notifications';
import { MemberError, memberErrors, scheduledMember } from './messages';
import {
  dutyOf,
  planNormalization,
  sortByName,
  toMember,
  toHistoryEntry,
  type Duty,
  type Member,
  type HistoryEntry,
  type ShiftEntry,
} from './model';
import {
  memberCollections,
  newMemberRecord,
  shiftCollections,
  type MemberGroup,
  type ShiftSource,
  SHIFT_SOURCE,
} from './records';
import type { CreateMemberInput, MemberUpdate } from './schemas';
import { toShiftEntry } from './shifts';

/** Assignments of one group retry on contention; beyond this the caller is told to retry. */
const MAX_TRANSACTION_ATTEMPTS = 25;

const db = (): Firestore => adminDb();
const collection = (group: MemberGroup) => db().collection(memberCollections[group]);

async function readExisting(
  group: MemberGroup,
  id: string,
  transaction?: Transaction,
): Promise<{ ref: DocumentReference; data: Record<string, unknown> }> {
  const ref = collection(group).doc(id);
  const snapshot = transaction ? await transaction.get(ref) : await ref.get();
  if (!snapshot.exists) throw new MemberError(404, memberErrors[group].notFound);
  return { ref, data: snapshot.data() ?? {} };
}

export async function listMembers(group: MemberGroup): Promise<Member[]> {
  const snapshot = await collection(group).get();
  return sortByName(snapshot.docs.map((doc) => toMember(doc.id, doc.data(), group)));
}

/**
 * Who is on duty in a group: the member with flagActivo 1 (a query on that flag, so the cost
 * does not grow with the group), with since and who assigned it from the group's latest shift.
 */
export async function onDuty(group: MemberGroup): Promise<Omit<Duty, 'next'> | null> {
  const [holders, latest] = await Promise.all([
    collection(group).where('flagActivo', '==', 1).get(),
    db().collection(shiftCollections.current).doc(group).get(),
  ]);
  const members = holders.docs.map((doc) => toMember(doc.id, doc.data(), group));
  return dutyOf(sortByName(members), latest.data());
}

/** The stored name of a team member (a staff user's record is `usuarios/{uid}`), if any. */
export async function teamMemberName(uid: string): Promise<string | undefined> {
  const nombre = (await collection('equipo').doc(uid).get()).get('nombre') as unknown;
  return typeof nombre === 'string' ? nombre : undefined;
}

/** The data's connectivity check: one read of the team's collection. */
export async function pingMembers(): Promise<void> {
  await collection('equipo').limit(1).get();
}

export async function createMember(group: MemberGroup, input: CreateMemberInput): Promise<Member> {
  const ref = collection(group).doc();
  const record = newMemberRecord(input, group, new Date());
  await ref.set(record);
  return toMember(ref.id, record, group);
}

/**
 * Changes name, email or phone; absent fields keep their value, and flagActivo, tipoUsuario
 * and fechaCreacion are never touched (docs/product.md, Validation).
 */
export async function updateMember(
  group: MemberGroup,
  id: string,
  update: MemberUpdate,
): Promise<Member> {
  return runTransaction(async (transaction) => {
    const { ref, data } = await readExisting(group, id, transaction);
    const changes: Record<string, unknown> = { fechaActualizacion: new Date() };
    if (update.nombre !== undefined) changes.nombre = update.nombre.trim();
    if (update.email !== undefined) changes.email = update.email.trim().toLowerCase();
    if (update.telefono !== undefined) changes.telefono = update.telefono.trim();
    transaction.update(ref, changes);
    return toMember(id, { ...data, ...changes }, group);
  });
}

/**
 * Deletes a member; the one on duty cannot be deleted (409), nor one `isScheduled` says the
 * schedule still names (409, read in the same transaction: a rotation saved meanwhile cannot
 * name a member deleted under it).
 */
export async function deleteMember(
  group: MemberGroup,
  id: string,
  isScheduled?: (transaction: Transaction) => Promise<boolean>,
): Promise<void> {
  await runTransaction(async (transaction) => {
    const { ref, data } = await readExisting(group, id, transaction);
    if (data.flagActivo === 1) throw new MemberError(409, memberErrors[group].deleteOnDuty);
    if (isScheduled && (await isScheduled(transaction))) {
      const { nombre, email } = toMember(id, data, group);
      throw new MemberError(409, scheduledMember(nombre || email));
    }
    transaction.delete(ref);
  });
}

/**
 * Assignments of one group queue up inside this server process: the transaction alone keeps
 * them correct across instances, the queue keeps a burst on one instance from piling up lock
 * contention (the emulator then times locks out instead of retrying).
 */
const assignmentQueues = new Map<MemberGroup, Promise<unknown>>();

function queued<T>(group: MemberGroup, work: () => Promise<T>): Promise<T> {
  const previous = assignmentQueues.get(group) ?? Promise.resolve();
  const next = previous.then(work, work);
  assignmentQueues.set(
    group,
    next.catch(() => undefined),
  );
  return next;
}

/** The member as the handoff notification names them. */
const personOf = (id: string, data: Record<string, unknown>, group: MemberGroup): HandoffPerson => {
  const { nombre, email, telefono } = toMember(id, data, group);
  return { id, nombre, email, telefono };
};

export interface AssignOptions {
  /** What made it: staff ('manual', the default) or the schedule ('rotación', 'cobertura'). */
  source?: ShiftSource;
  /**
   * When the holding began, if before now: a late tick dates a handoff when it was due (so the
   * history and the plan agree); never before the previous entry.
   */
  since?: Date;
  /** More writes of the same transaction (the coverage of a manual assignment with a rotation). */
  alsoWrite?: (transaction: Transaction, assigned: { nombre: string; at: Date }) => void;
}

export interface Assignment {
  member: Member;
  /** The outbox messages of its notification, to send once the answer is out. */
  notifications: string[];
}

/** The group's shift as one transaction read it, once: who holds it and the latest assignment. */
export interface ShiftState {
  holderId: string | null;
  latest: ShiftEntry | null;
}

/** What a decision inside the handover's transaction asks for: a handoff, other writes, both. */
export interface Handover {
  assign?: { id: string; assignedBy: string } & AssignOptions;
  /** Writes of the same transaction whether or not anyone is assigned (an alert). */
  write?: (transaction: Transaction) => void;
}

/**
 * Hands the group's shift to a member in one transaction: the member goes on duty, the previous
 * holder(s) go off duty, a history entry is appended and the handoff's notification recorded
 * (an outbox: sent after the answer, so the assignment never waits for the chat hooks). Only
 * documents that change are written, so the cost does not grow with the group.
 */
export async function assignShift(
  group: MemberGroup,
  id: string,
  assignedBy: string,
  options: AssignOptions = {},
): Promise<Assignment> {
  const assignment = await handOver(group, async () => ({
    assign: { id, assignedBy, ...options },
  }));
  return assignment!;
}

/**
 * The group's shift read once in a transaction, `decide` choosing what happens from it (reading
 * more in the same transaction: the schedule reads its rotation there), then the handoff, if
 * any, as `assignShift` writes it. So nothing can change between what was read and what is
 * written: two ticks, or a tick and a staff assignment, make one handoff. Answers the
 * assignment, or null when `decide` asked for none.
 */
export function handOver(
  group: MemberGroup,
  decide: (transaction: Transaction, state: ShiftState) => Promise<Handover | null>,
): Promise<Assignment | null> {
  return queued(group, () => handOverInTransaction(group, decide));
}

async function handOverInTransaction(
  group: MemberGroup,
  decide: (transaction: Transaction, state: ShiftState) => Promise<Handover | null>,
): Promise<Assignment | null> {
  const database = db();
  const stateRef = database.collection(shiftCollections.current).doc(group);
  return runTransaction(
    async (transaction) => {
      const [holders, state] = await Promise.all([
        transaction.get(collection(group).where('flagActivo', '==', 1)),
        transaction.get(stateRef),
      ]);
      const latest = state.exists ? toShiftEntry(state.data()!) : null;
      const decision = await decide(transaction, {
        holderId: holders.docs[0]?.id ?? null,
        latest,
      });
      const assign = decision?.assign;
      const target = assign && (await readExisting(group, assign.id, transaction));
      decision?.write?.(transaction);
      if (!assign || !target) return null;
      if (target.data.flagActivo === 1) {
        throw new MemberError(409, memberErrors[group].alreadyOnDuty);
      }
      const { id, assignedBy, source = SHIFT_SOURCE.manual, since, alsoWrite } = assign;
      const now = new Date();
      const at = new Date(
        Math.min(
          now.getTime(),
          Math.max(
            since?.getTime() ?? now.getTime(),
            latest && !Number.isNaN(latest.at) ? latest.at : 0,
          ),
        ),
      );
      for (const holder of holders.docs) {
        transaction.update(holder.ref, { flagActivo: 0, fechaActualizacion: now });
      }
      transaction.update(target.ref, { flagActivo: 1, fechaActualizacion: now });
      const nombre = typeof target.data.nombre === 'string' ? target.data.nombre : '';
      const entry = { group, memberId: id, nombre, assignedBy, source, at };
      const entryRef = database.collection(shiftCollections.history).doc();
      transaction.create(entryRef, entry);
      transaction.set(stateRef, entry);
      alsoWrite?.(transaction, { nombre, at });
      const previous = holders.docs[0];
      const notifications = recordHandoff(transaction, entryRef.id, {
        group,
        holder: personOf(id, target.data, group),
        previous: previous ? personOf(previous.id, previous.data(), group) : null,
        assignedBy,
        at,
      });
      const member = toMember(
        id,
        { ...target.data, flagActivo: 1, fechaActualizacion: now },
        group,
      );
      return { member, notifications };
    },
    { maxAttempts: MAX_TRANSACTION_ATTEMPTS },
  );
}

/** The latest assignments of a group, newest first. */
export async function shiftHistory(group: MemberGroup, limit: number): Promise<HistoryEntry[]> {
  const snapshot = await db()
    .collection(shiftCollections.history)
    .where('group', '==', group)
    .orderBy('at', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => toHistoryEntry(doc.id, doc.data()));
}

/**
 * The team's one-off clean-up (docs/product.md, Shift rules): every record rewritten in the
 * standard shape (legacy `mail` and `uid` and any other stray field removed, defaults filled)
 * and duplicates removed. Each write is conditional on the record not having changed since it
 * was read, so a concurrent edit or assignment is never overwritten: it counts as an error instead.
 */
export async function normalizeTeam(): Promise<{ actualizados: number; errores: number }> {
  const snapshot = await collection('equipo').get();
  const byId = new Map(snapshot.docs.map((doc) => [doc.id, doc]));
  const plan = planNormalization(
    snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    'equipo',
    new Date(),
  );
  const writes = [
    ...plan.rewrites.map(({ id, record }) => {
      const doc = byId.get(id)!;
      const stray = Object.keys(doc.data()).filter((key) => !(key in record));
      const removals = Object.fromEntries(stray.map((key) => [key, FieldValue.delete()]));
      return doc.ref.update({ ...record, ...removals }, { lastUpdateTime: doc.updateTime });
    }),
    ...plan.deletions.map((id) => {
      const doc = byId.get(id)!;
      return doc.ref.delete({ lastUpdateTime: doc.updateTime });
    }),
  ];
  const results = await Promise.allSettled(writes);
  const errores = results.filter((result) => result.status === 'rejected').length;
  return { actualizados: results.length - errores, errores };
}
