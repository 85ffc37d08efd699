import 'server-only';

/**
 * Firebase SDK set-up: the admin SDK for the server and the browser's settings, and the few
 * Firestore helpers every domain shares (transactions, lost races, batched deletion).
 */
export { adminAuth, adminDb } from './admin';
export { retryLostRaces } from './lost-race';
export { deleteEach } from './delete-queries';
export { reader, readExisting, runTransaction } from './transaction';
export { isFirestoreId, text, toIsoDate } from './values';
export { firebaseClientConfig } from './client-config';
export { instantOfText, rewriteEach, type Migration } from './migration';
