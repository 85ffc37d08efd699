import 'server-only';

export { adminAuth, adminDb } from './admin';
export { firebaseClientConfig } from './client-config';
export {
  createSession,
  currentUser,
  secureCookies,
  SESSION_COOKIE,
  SessionError,
  type SessionUser,
} from './session';
