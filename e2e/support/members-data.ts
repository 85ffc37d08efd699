import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { e2eStack } from '../stack';
import { memberCollections, type MemberGroup } from '../../lib/members/client';
import { scheduleCollections } from '../../lib/schedule/client';
import { testDb } from '../auth/accounts';

export const origin = { origin: e2eStack.baseURL };
export type Group = MemberGroup;

/** A name no other test uses, so assertions only look at what this test made. */
export const uniqueName = (base: string) => `${base} ${randomUUID().slice(0, 6)}`;

export async function createMember(
  request: APIRequestContext,
  group: Group,
  fields: Partial<{ nombre: string; email: string; telefono: string }> = {},
) {
  const nombre = fields.nombre ?? uniqueName('Miembro');
  const response = await request.post(`/api/members/${group}`, {
    headers: origin,
    data: {
      nombre,
      email: fields.email ?? `${randomUUID().slice(0, 8)}@andina.test`,
      telefono: fields.telefono ?? '+56 9 1234 5678',
    },
  });
  if (response.status() !== 201) {
    throw new Error(`create failed: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()).member as { id: string; nombre: string; email: string };
}

/**
 * Removes every member of the agency group, its shift state and its schedule (rotation,
 * coverages, absences; only the support tests use it). Calendar links stay: each is one staff
 * user's, and the desktop project's tests, running beside these, hold links of their own.
 */
export async function clearAgency() {
  const [docs, coverages, absences] = await Promise.all([
    testDb.collection(memberCollections.agencia).listDocuments(),
    testDb.collection(scheduleCollections.coverages).where('group', '==', 'agencia').get(),
    testDb.collection(scheduleCollections.absences).where('group', '==', 'agencia').get(),
  ]);
  await Promise.all([
    ...docs.map((doc) => doc.delete()),
    ...coverages.docs.map((doc) => doc.ref.delete()),
    ...absences.docs.map((doc) => doc.ref.delete()),
    testDb.collection(scheduleCollections.rotations).doc('agencia').delete(),
  ]);
  await testDb.collection(scheduleCollections.current).doc('agencia').delete();
}

export async function onDuty(group: Group) {
  const snapshot = await testDb
    .collection(memberCollections[group])
    .where('flagActivo', '==', 1)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

/** Removes the agency's shift history too: the schedule's tests read it (feeds, hours). */
export async function clearAgencyHistory() {
  const entries = await testDb
    .collection(scheduleCollections.history)
    .where('group', '==', 'agencia')
    .get();
  await Promise.all(entries.docs.map((doc) => doc.ref.delete()));
}
