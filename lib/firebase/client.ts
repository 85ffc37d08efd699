'use client';

import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  inMemoryPersistence,
  setPersistence,
  type Auth,
} from 'firebase/auth';

/** What the browser needs to sign in; the server passes it down as props. */
export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** http://host:port of the Auth emulator, locally. */
  authEmulatorUrl?: string;
}

let auth: Auth | undefined;

/**
 * The browser's Firebase Auth. It only proves the password: the server's session cookie is
 * the session, so the SDK keeps nothing in browser storage.
 */
export async function clientAuth(config: FirebaseClientConfig): Promise<Auth> {
  if (auth) return auth;
  const app = getApps().length ? getApp() : initializeApp(config);
  const instance = getAuth(app);
  if (config.authEmulatorUrl) {
    connectAuthEmulator(instance, config.authEmulatorUrl, { disableWarnings: true });
  }
  await setPersistence(instance, inMemoryPersistence);
  auth = instance;
  return instance;
}
