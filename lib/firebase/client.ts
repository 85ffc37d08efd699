'use client';

import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';

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

/** The one Firebase app of the browser, shared by Auth and Firestore. */
export const clientApp = ({ apiKey, authDomain, projectId }: FirebaseClientConfig): FirebaseApp =>
  getApps().length ? getApp() : initializeApp({ apiKey, authDomain, projectId });

/**
 * The browser's Firebase Auth. It only proves the password: the server's session cookie is
 * the session, so the SDK keeps nothing in browser storage. `initializeAuth` with memory
 * persistence only, because `getAuth` would also bring the browser storages and the popup and
 * redirect sign-in into the login page's bundle, and staff use none of them.
 */
export function clientAuth(config: FirebaseClientConfig): Auth {
  if (auth) return auth;
  auth = initializeAuth(clientApp(config), { persistence: inMemoryPersistence });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
