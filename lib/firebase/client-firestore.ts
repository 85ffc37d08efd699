'use client';

import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { clientApp, type FirebaseClientConfig } from './client';

let firestore: Firestore | undefined;

/**
 * The browser's Firestore (the named database), for the live support board's listeners. The
 * security rules let staff read the board's collections and nobody write anything. A module of
 * its own: only the board's lazily loaded connection imports it, so no page loads the SDK first.
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
