import 'server-only';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { adminDb, runTransaction } from '@/lib/firebase';
import { MemberError, memberErrors } from './messages';
import { sortByName, toMember, type Member } from './model';
import { memberCollections, newMemberRecord, type MemberFields, type MemberGroup } from './records';
import type { CreateMemberInput, MemberUpdate } from './schemas';

const db = () => adminDb();
export const memberDocs = (group: MemberGroup) => db().collection(memberCollections[group]);

/** A member's record, alone or inside `transaction`; 404 when there is none. */
export async function readMemberRecord(
  group: MemberGroup,
  id: string,
  transaction?: Transaction,
): Promise<{ ref: DocumentReference; data: Record<string, unknown> }> {
  const ref = memberDocs(group).doc(id);
  const snapshot = transaction ? await transaction.get(ref) : await ref.get();
  if (!snapshot.exists) throw new MemberError(404, memberErrors[group].notFound);
  return { ref, data: snapshot.data() ?? {} };
}

export async function listMembers(group: MemberGroup): Promise<Member[]> {
  const snapshot = await memberDocs(group).get();
  return sortByName(snapshot.docs.map((doc) => toMember(doc.id, doc.data(), group)));
}

/** The group's members on duty (flagActivo 1: one, unless the data went wrong), sorted by name. */
export async function membersOnDuty(group: MemberGroup): Promise<Member[]> {
  const holders = await memberDocs(group).where('flagActivo', '==', 1).get();
  return sortByName(holders.docs.map((doc) => toMember(doc.id, doc.data(), group)));
}

/** The members of a group among `ids` (one read per id), alone or inside `transaction`. */
export async function membersById(
  group: MemberGroup,
  ids: Iterable<string>,
  transaction?: Transaction,
): Promise<Map<string, Member>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const refs = unique.map((id) => memberDocs(group).doc(id));
  const snapshots = transaction ? await transaction.getAll(...refs) : await db().getAll(...refs);
  return new Map(
    snapshots
      .filter((snapshot) => snapshot.exists)
      .map((snapshot) => [snapshot.id, toMember(snapshot.id, snapshot.data()!, group)]),
  );
}

/** The stored name of a team member (a staff user's record is `usuarios/{uid}`), if any. */
export async function teamMemberName(uid: string): Promise<string | undefined> {
  const nombre = (await memberDocs('equipo').doc(uid).get()).get('nombre') as unknown;
  return typeof nombre === 'string' ? nombre : undefined;
}

/** The data's connectivity check: one read of the team's collection. */
export async function pingMembers(): Promise<void> {
  await memberDocs('equipo').limit(1).get();
}

export async function createMember(group: MemberGroup, input: CreateMemberInput): Promise<Member> {
  const ref = memberDocs(group).doc();
  const record = newMemberRecord(input, group, new Date());
  await ref.set(record);
  return toMember(ref.id, record, group);
}

/** A staff user's member record, `usuarios/{uid}` (available), written at registration. */
export async function createTeamMember(uid: string, input: MemberFields): Promise<void> {
  await memberDocs('equipo')
    .doc(uid)
    .set(newMemberRecord(input, 'equipo', new Date()));
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
    const { ref, data } = await readMemberRecord(group, id, transaction);
    const changes: Record<string, unknown> = { fechaActualizacion: new Date() };
    if (update.nombre !== undefined) changes.nombre = update.nombre.trim();
    if (update.email !== undefined) changes.email = update.email.trim().toLowerCase();
    if (update.telefono !== undefined) changes.telefono = update.telefono.trim();
    transaction.update(ref, changes);
    return toMember(id, { ...data, ...changes }, group);
  });
}

/**
 * The member a deletion is about, read in its transaction: 404 when there is none, 409 while on
 * duty (the one on duty cannot be deleted). The caller's other checks follow, then
 * `deleteMemberRecord`.
 */
export async function memberToDelete(
  transaction: Transaction,
  group: MemberGroup,
  id: string,
): Promise<Member> {
  const { data } = await readMemberRecord(group, id, transaction);
  if (data.flagActivo === 1) throw new MemberError(409, memberErrors[group].deleteOnDuty);
  return toMember(id, data, group);
}

/** Deletes a member's record in the caller's transaction (after `memberToDelete`). */
export function deleteMemberRecord(transaction: Transaction, group: MemberGroup, id: string): void {
  transaction.delete(memberDocs(group).doc(id));
}
