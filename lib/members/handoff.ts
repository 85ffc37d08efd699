import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { adminDb } from '@/lib/firebase';
import { MemberError, memberErrors } from './messages';
import { toMember, type Member, type ShiftEntry } from './model';
import { shiftCollections, type MemberGroup, type ShiftSource, SHIFT_SOURCE } from './records';
import { memberDocs, readMemberRecord } from './members';
import { toShiftEntry } from './shifts';

/**
 * The shift's state and its handoff, inside the caller's transaction: this domain owns the
 * members, the history (`turnos`) and the current holder (`turnos-actual`) and alone writes them;
 * the schedule opens the transaction, decides, and records the notice beside these writes.
 */

const stateRef = (group: MemberGroup) => adminDb().collection(shiftCollections.current).doc(group);

/** The group's shift as one transaction read it, once: who holds it and the latest assignment. */
export interface ShiftState {
  /** The members with flagActivo 1 (one, unless the data went wrong), as the query found them. */
  holders: Member[];
  holderId: string | null;
  latest: ShiftEntry | null;
}

/** Reads the group's shift state in `transaction`: the holders' query and `turnos-actual`. */
export async function readShiftState(
  transaction: Transaction,
  group: MemberGroup,
): Promise<ShiftState> {
  const [holders, state] = await Promise.all([
    transaction.get(memberDocs(group).where('flagActivo', '==', 1)),
    transaction.get(stateRef(group)),
  ]);
  const members = holders.docs.map((doc) => toMember(doc.id, doc.data(), group));
  return {
    holders: members,
    holderId: members[0]?.id ?? null,
    latest: state.exists ? toShiftEntry(state.data()!) : null,
  };
}

export interface HandoffInput {
  id: string;
  /** The staff user's email, or the schedule's source when the tick hands over. */
  assignedBy: string;
  /** What made it: staff ('manual', the default) or the schedule ('rotación', 'cobertura'). */
  source?: ShiftSource;
  /**
   * When the holding began, if before now: a late tick dates a handoff when it was due (so the
   * history and the plan agree); never before the previous entry.
   */
  since?: Date;
}

/** A member as a handoff's notice names them. */
export interface HandoffPerson {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
}

export interface HandoffWritten {
  /** The new holder, on duty. */
  member: Member;
  /** The history entry's id (the notice's id). */
  entryId: string;
  /** The entry's `nombre`: the holder's stored name. */
  nombre: string;
  at: Date;
  holder: HandoffPerson;
  previous: HandoffPerson | null;
}

const personOf = ({ id, nombre, email, telefono }: Member): HandoffPerson => ({
  id,
  nombre,
  email,
  telefono,
});

/**
 * Hands the group's shift to a member in the caller's transaction, after `readShiftState` (its
 * only other read is the member's: 404 when gone, 409 when already on duty): the member goes on
 * duty, the previous holder(s) go off duty, a history entry is appended and becomes the current
 * one. Only documents that change are written, so the cost does not grow with the group.
 */
export async function writeHandoff(
  transaction: Transaction,
  group: MemberGroup,
  { holders, latest }: ShiftState,
  { id, assignedBy, source = SHIFT_SOURCE.manual, since }: HandoffInput,
): Promise<HandoffWritten> {
  const target = await readMemberRecord(group, id, transaction);
  if (target.data.flagActivo === 1) {
    throw new MemberError(409, memberErrors[group].alreadyOnDuty);
  }
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
  for (const holder of holders) {
    transaction.update(memberDocs(group).doc(holder.id), {
      flagActivo: 0,
      fechaActualizacion: now,
    });
  }
  transaction.update(target.ref, { flagActivo: 1, fechaActualizacion: now });
  const nombre = typeof target.data.nombre === 'string' ? target.data.nombre : '';
  const entry = { group, memberId: id, nombre, assignedBy, source, at };
  const entryRef = adminDb().collection(shiftCollections.history).doc();
  transaction.create(entryRef, entry);
  // Every handoff, whatever made it, asks the new holder to confirm ('Confirmo turno').
  transaction.set(stateRef(group), { ...entry, confirmedAt: null });
  const member = toMember(id, { ...target.data, flagActivo: 1, fechaActualizacion: now }, group);
  const previous = holders[0];
  return {
    member,
    entryId: entryRef.id,
    nombre,
    at,
    holder: personOf(toMember(id, target.data, group)),
    previous: previous ? personOf(previous) : null,
  };
}
