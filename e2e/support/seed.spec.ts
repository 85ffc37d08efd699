import { randomUUID } from 'node:crypto';
import { getFirestore } from 'firebase-admin/firestore';
import { memberCollections } from '../../lib/members/client';
import { scheduleCollections } from '../../lib/schedule/client';
import { testAuth } from '../auth/accounts';
import { expect, test } from '../fixtures';
import { runScript } from '../leads/leads';

/**
 * `npm run seed` gives a newcomer's local stack a board worth opening. It runs here against a
 * database of its own in the test stack's emulators, so the other tests keep their own data.
 */
test('npm run seed fills an empty board once: members, records to normalise, one on duty, history', async () => {
  test.setTimeout(120_000);
  const databaseId = `seed-${randomUUID().slice(0, 8)}`;
  const env = { FIRESTORE_DATABASE_ID: databaseId, SEED_DEMO_BOARD: 'true' };
  const db = getFirestore(testAuth.app, databaseId);

  const first = await runScript('seed', [], env);
  expect(first.code, first.output).toBe(0);

  const team = (await db.collection(memberCollections.equipo).get()).docs;
  const agency = (await db.collection(memberCollections.agencia).get()).docs;
  expect(team.length).toBeGreaterThanOrEqual(4);
  expect(agency.length).toBeGreaterThanOrEqual(3);
  // Normalizar has work to do: an address not in its normal spelling, one person twice; and
  // every record in the current layout (an `email`, never the former app's `mail`).
  const emails = team.map((doc) => doc.get('email') as string);
  expect(emails.some((email) => email !== email.trim().toLowerCase())).toBe(true);
  expect(new Set(emails.map((email) => email.trim().toLowerCase())).size).toBeLessThan(team.length);
  expect(team.filter((doc) => doc.get('mail') !== undefined)).toEqual([]);

  // One of the team on duty, and the history and current shift agree on who.
  const onDuty = team.filter((doc) => doc.get('flagActivo') === 1);
  expect(onDuty).toHaveLength(1);
  expect(agency.filter((doc) => doc.get('flagActivo') === 1)).toHaveLength(0);
  const history = (await db.collection(scheduleCollections.history).orderBy('at', 'desc').get())
    .docs;
  expect(history.length).toBeGreaterThanOrEqual(2);
  expect(history[0]?.get('memberId')).toBe(onDuty[0]?.id);
  const current = await db.collection(scheduleCollections.current).doc('equipo').get();
  expect(current.get('memberId')).toBe(onDuty[0]?.id);

  // A board with data is left as it is.
  const again = await runScript('seed', [], env);
  expect(again.code, again.output).toBe(0);
  expect((await db.collection(memberCollections.equipo).get()).size).toBe(team.length);
  expect((await db.collection(scheduleCollections.history).get()).size).toBe(history.length);
});
