import 'server-only';

/**
 * Staff authentication (server entry): the `__session` cookie, its verification with
 * firebase-admin, the staff gate of every route handler, and the client-safe rules.
 */
export * from './client';
export { hasBearerSecret, isSecret } from './bearer';
export { SESSION_COOKIE, sessionCookieOptions } from './cookie';
export { clearSessionCookie } from './cookie-check';
export { liveBoardToken } from './live-token';
export { isCrossSiteRequest, isSafeMethod } from './request-origin';
export { sessionRequestSchema } from './schemas';
export {
  createSession,
  currentUser,
  endSession,
  SessionError,
  type SessionUser,
  type StaffUser,
} from './session';
export { setPrivacyRole } from './roles';
export {
  authorizeStaff,
  privacyRoleRequired,
  staffForPage,
  type StaffGate,
  type StaffRequirement,
} from './staff-gate';
export { isActiveStaff } from './staff-status';
