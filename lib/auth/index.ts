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
export { createSession, endSession, type SessionUser } from './session';
export { authorizeStaff, staffForPage, type StaffRequirement } from './staff-gate';
export { isActiveStaff } from './staff-status';
