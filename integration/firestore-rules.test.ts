/**
 * firestore.rules in Google's Firestore emulator, loaded by the local stack's own code for the
 * named database: every collection read and written as an anonymous browser, a signed-in user
 * without the staff claim and a staff user. Fails (never skips) where the Cloud CLI emulator is
 * missing. TEST_FIRESTORE_RULES_PORT moves the emulator (default 8480).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  initializeFirestore,
  limit,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { LIVE_MEMBERS_LIMIT } from '../lib/members/client';
import {
  MAX_COVER_REQUESTS,
  scheduleCollections,
  SHIFT_HISTORY_LENGTH,
} from '@/lib/schedule/client';
import { findGoogleFirestoreEmulator, firestoreEmulator } from '../scripts/lib/pieces';
import { firestoreRulesFile } from '../scripts/lib/firestore-rules';
import { isListening, ProcessGroup, waitFor } from '../scripts/lib/processes';

const root = path.resolve(__dirname, '..');
const host = '127.0.0.1';
const port = Number(process.env.TEST_FIRESTORE_RULES_PORT ?? 8480);
const projectId = 'demo-andina-rules';
const databaseId = 'soporte';

/** What the live support board listens to, each with the bound on its list queries. */
const boardLists: Record<string, number> = {
  usuarios: LIVE_MEMBERS_LIMIT,
  'usuarios-agencia': LIVE_MEMBERS_LIMIT,
  [scheduleCollections.history]: SHIFT_HISTORY_LENGTH,
  // 'Sin confirmar': one group's latest handoff at a time (components/support/live-connection.ts).
  [scheduleCollections.current]: 1,
  [scheduleCollections.coverRequests]: MAX_COVER_REQUESTS,
};
const boardCollections = Object.keys(boardLists);
const neverReadable = [
  'accesos-tablero',
  'leads',
  'leadRateCounters',
  'spentProofsOfWork',
  'avisos-turno',
  'cualquier-otra',
];

const nowSeconds = Math.floor(Date.now() / 1000);
/** When the staff user's board access was opened (accesos-tablero/{uid}.desde). */
const accessOpenedAt = nowSeconds - 60;

type Identity = 'anonymous' | 'signed-in' | 'staff';
type MockToken = { sub: string; [claim: string]: unknown };
/** The ID token claims each browser signs in with (mockUserToken of the emulator). */
const tokens: Record<Identity, MockToken | undefined> = {
  anonymous: undefined,
  'signed-in': { sub: 'cliente-1', email: 'cliente@example.com', auth_time: nowSeconds },
  staff: { sub: 'staff-1', email: 'staff@andinadigital.cl', staff: true, auth_time: nowSeconds },
};

const processes = new ProcessGroup((label, code) => {
  console.error(`${label} exited unexpectedly (code ${code})`);
});
const apps: FirebaseApp[] = [];
let testEnv: RulesTestEnvironment;

/** A browser's Firestore client of the named database, signed in with `token`'s claims. */
function browser(token: MockToken | 'owner' | undefined): Firestore {
  const app = initializeApp({ projectId }, `rules-${apps.length}`);
  apps.push(app);
  const db = initializeFirestore(app, {}, databaseId);
  connectFirestoreEmulator(db, host, port, token ? { mockUserToken: token } : {});
  return db;
}

beforeAll(async () => {
  // Every refused request is expected here; the SDK would log each one.
  setLogLevel('silent');
  if (!findGoogleFirestoreEmulator()) {
    throw new Error(
      "Google's Firestore emulator is not installed: these tests need the Cloud CLI (`gcloud`), its " +
        '`cloud-firestore-emulator` component and Java (the Node emulator does not evaluate rules).',
    );
  }
  if (await isListening(host, port)) {
    throw new Error(`Port ${port} is already in use (TEST_FIRESTORE_RULES_PORT moves it)`);
  }
  // The local stack's own piece: the same emulator, and the same loading of the rules.
  const piece = firestoreEmulator(root, {
    FIRESTORE_EMULATOR: 'gcloud',
    FIRESTORE_EMULATOR_HOST: `${host}:${port}`,
    FIREBASE_PROJECT_ID: projectId,
    FIRESTORE_DATABASE_ID: databaseId,
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
  });
  processes.start({ ...piece.process, quiet: true });
  await waitFor(piece.name, piece.readyWhen, piece.readyTimeoutMs);
  await piece.onReady?.();
  // The (default) database gets the same rules through the library; the product only uses the named one.
  testEnv = await initializeTestEnvironment({
    projectId,
    firestore: { host, port, rules: readFileSync(firestoreRulesFile(root), 'utf8') },
  });
  const owner = browser('owner');
  for (const name of [...boardCollections, ...neverReadable]) {
    await setDoc(doc(owner, name, 'existente'), {
      nombre: 'Documento sembrado',
      flagActivo: 1,
      group: 'equipo',
      status: 'abierta',
      at: new Date(),
    });
  }
  await setDoc(doc(owner, 'accesos-tablero', 'staff-1'), {
    desde: new Date(accessOpenedAt * 1000),
  });
}, 120_000);

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await testEnv?.cleanup();
  await processes.stopAll();
});

/** The board's own queries (components/support/use-group-data.ts), with a given limit. */
function boardQuery(db: Firestore, name: string, bound: number) {
  const source = collection(db, name);
  if (name === scheduleCollections.history) {
    return query(source, where('group', '==', 'equipo'), orderBy('at', 'desc'), limit(bound));
  }
  if (name === scheduleCollections.coverRequests) {
    return query(
      source,
      where('group', '==', 'equipo'),
      where('status', '==', 'abierta'),
      limit(bound),
    );
  }
  return name === scheduleCollections.current
    ? query(source, where('group', '==', 'equipo'), limit(bound))
    : query(source, limit(bound));
}

describe.each(Object.keys(tokens) as Identity[])('as %s', (identity) => {
  let db: Firestore;
  beforeAll(() => {
    db = browser(tokens[identity]);
  });

  for (const name of boardCollections) {
    const bound = boardLists[name]!;
    it(`${identity === 'staff' ? 'may' : 'may not'} listen to ${name} as the board does`, async () => {
      await (identity === 'staff' ? assertSucceeds : assertFails)(
        getDocs(boardQuery(db, name, bound)),
      );
    });

    it(`may not read one document of ${name}, list it unbounded or past ${bound}`, async () => {
      await assertFails(getDoc(doc(db, name, 'existente')));
      await assertFails(getDocs(collection(db, name)));
      await assertFails(getDocs(boardQuery(db, name, bound + 1)));
    });
  }

  for (const name of neverReadable) {
    it(`may not read ${name}`, async () => {
      await assertFails(getDoc(doc(db, name, 'existente')));
      await assertFails(getDocs(query(collection(db, name), limit(1))));
    });
  }

  for (const name of [...boardCollections, ...neverReadable]) {
    it(`may not create, change or delete anything in ${name}`, async () => {
      await assertFails(setDoc(doc(db, name, `nuevo-${identity}`), { nombre: 'Intruso' }));
      await assertFails(setDoc(doc(db, name, 'existente'), { nombre: 'Reemplazado' }));
      await assertFails(updateDoc(doc(db, name, 'existente'), { flagActivo: 0 }));
      await assertFails(deleteDoc(doc(db, name, 'existente')));
    });
  }
});

describe('cover requests (solicitudes-cobertura)', () => {
  it('are listed to staff only while open: closed ones, or no status filter, are refused', async () => {
    const db = browser(tokens.staff);
    const source = collection(db, scheduleCollections.coverRequests);
    const ofGroup = where('group', '==', 'equipo');
    await assertSucceeds(
      getDocs(query(source, ofGroup, where('status', '==', 'abierta'), limit(MAX_COVER_REQUESTS))),
    );
    await assertFails(getDocs(query(source, ofGroup, limit(MAX_COVER_REQUESTS))));
    await assertFails(
      getDocs(query(source, ofGroup, where('status', '==', 'aceptada'), limit(MAX_COVER_REQUESTS))),
    );
  });
});

describe('the staff claim', () => {
  it('must be the boolean true: a string or false is not staff', async () => {
    for (const staff of ['true', false, 1]) {
      const db = browser({ ...tokens.staff!, staff });
      for (const name of boardCollections) {
        await assertFails(getDocs(boardQuery(db, name, boardLists[name]!)));
      }
    }
  });

  it('does not reach a document under a board collection (subcollections stay closed)', async () => {
    const db = browser(tokens.staff);
    await assertFails(getDoc(doc(db, 'usuarios', 'existente', 'privado', 'x')));
    await assertFails(getDocs(query(collection(db, 'usuarios', 'existente', 'privado'), limit(1))));
  });
});

describe('the board access (accesos-tablero)', () => {
  it('is required: staff whose access is closed (signed out) are refused', async () => {
    const db = browser({ ...tokens.staff!, sub: 'staff-sin-acceso' });
    for (const name of boardCollections) {
      await assertFails(getDocs(boardQuery(db, name, boardLists[name]!)));
    }
  });

  it('refuses a board sign-in older than the access (made before a sign-out)', async () => {
    const db = browser({ ...tokens.staff!, auth_time: accessOpenedAt - 1 });
    for (const name of boardCollections) {
      await assertFails(getDocs(boardQuery(db, name, boardLists[name]!)));
    }
    const sameSecond = browser({ ...tokens.staff!, auth_time: accessOpenedAt });
    await assertSucceeds(getDocs(boardQuery(sameSecond, 'usuarios', LIVE_MEMBERS_LIMIT)));
  });
});
