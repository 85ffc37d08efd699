import 'server-only';

/** Firebase SDK set-up only: the admin SDK for the server and the browser's settings. */
export { adminAuth, adminDb } from './admin';
export { retryLostRaces } from './lost-race';
export { runTransaction } from './transaction';
export { firebaseClientConfig } from './client-config';
