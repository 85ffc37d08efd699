import 'server-only';
import { cert, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { env } from '@/lib/env';

/**
 * firebase-admin, initialised once per server process. With the emulator variables set
 * (FIREBASE_AUTH_EMULATOR_HOST, FIRESTORE_EMULATOR_HOST) it talks to the local emulators and
 * needs no credentials; otherwise it uses the service account from the environment.
 */
function adminApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  const credential =
    env.FIREBASE_CLIENT_EMAIL && env.FIREBASE_PRIVATE_KEY
      ? cert({
          projectId: env.FIREBASE_PROJECT_ID,
          clientEmail: env.FIREBASE_CLIENT_EMAIL,
          // Hosts store the key on one line with literal \n.
          privateKey: env.FIREBASE_PRIVATE_KEY.replace(/\\n/g, '\n'),
        })
      : undefined;
  return initializeApp({ projectId: env.FIREBASE_PROJECT_ID, ...(credential && { credential }) });
}

export function adminAuth() {
  return getAuth(adminApp());
}

/**
 * Next bundles pages and route handlers separately, so this module can exist several times in
 * one process over one firebase-admin: the configured database is kept on the process, not in
 * the module, and `settings()` (allowed once per database) runs once per process.
 */
const processWide = globalThis as typeof globalThis & { andinaFirestore?: Firestore };

/** The product's named Firestore database (FIRESTORE_DATABASE_ID). */
export function adminDb(): Firestore {
  if (!processWide.andinaFirestore) {
    const database = getFirestore(adminApp(), env.FIRESTORE_DATABASE_ID);
    database.settings({ ignoreUndefinedProperties: true });
    processWide.andinaFirestore = database;
  }
  return processWide.andinaFirestore;
}
