import 'server-only';
import { env } from '@/lib/env';
import type { FirebaseClientConfig } from './client';

/** The browser's Firebase settings, from the validated configuration. */
export function firebaseClientConfig(): FirebaseClientConfig {
  return {
    apiKey: env.NEXT_PUBLIC_FIREBASE_API_KEY,
    authDomain:
      env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: env.FIREBASE_PROJECT_ID,
    databaseId: env.FIRESTORE_DATABASE_ID,
    ...(env.FIREBASE_AUTH_EMULATOR_HOST && {
      authEmulatorUrl: `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`,
    }),
    ...(env.FIRESTORE_EMULATOR_HOST && { firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST }),
  };
}
