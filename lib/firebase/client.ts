'use client';

import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  inMemoryPersistence,
  setPersistence,
  type Auth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';

/** What the browser needs to sign in; the server passes it down as props. */
export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** http://host:port of the Auth emulator, locally. */
  authEmulatorUrl?: string;
  /** The named Firestore database (the live support board reads it). */
  databaseId: string;
  /** host:port of the Firestore emulator, locally. */
  firestoreEmulatorHost?: string;
}

let auth: Auth | undefined;
let firestore: Firestore | undefined;

const clientApp = ({ apiKey, authDomain, projectId }: FirebaseClientConfig) =>
  getApps().length ? getApp() : initializeApp({ apiKey, authDomain, projectId });

/**
 * The browser's Firebase Auth. It only proves the password: the server's session cookie is
 * the session, so the SDK keeps nothing in browser storage.
 */
export async function clientAuth(config: FirebaseClientConfig): Promise<Auth> {
  if (auth) return auth;
  const instance = getAuth(clientApp(config));
  if (config.authEmulatorUrl) {
    connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  await setPersistence(instance, inMemoryPersistence);
  auth = instance;
  return instance;
}

/**
 * The browser's Firestore (the named database), for the live support board's listeners. The
 * security rules let staff read the board's collections and nobody write anything.
 */
export function clientFirestore(config: FirebaseClientConfig): Firestore {
  if (firestore) return firestore;
  const instance = getFirestore(clientApp(config), config.databaseId);
  if (config.firestoreEmulatorHost) {
    const [host = '127.0.0.1', port = '8080'] = config.firestoreEmulatorHost.split(':');
    connectFirestoreEmulator(instance, host, Number(port));
  }
  firestore = instance;
  return instance;
}
