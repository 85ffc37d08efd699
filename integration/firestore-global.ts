import { haltFirestore, launchFirestore } from './firestore-app';

/**
 * Vitest's global setup of the Firestore lanes (vitest.firestore.config.mts): one emulator for
 * the whole run, which each file's `withFirestore` then uses instead of starting its own. Its
 * test processes inherit TEST_FIRESTORE_SHARED.
 */
export default async function setup() {
  await launchFirestore();
  process.env.TEST_FIRESTORE_SHARED = '1';
  return () => haltFirestore();
}
