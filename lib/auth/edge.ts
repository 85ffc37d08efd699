/**
 * Auth's entry for the request proxy (`proxy.ts`): the cookie's name, its signature check with
 * jose, and the full check (revocation included) for the one decision that needs it.
 */
export { SESSION_COOKIE } from './cookie';
export { checkSessionCookie, clearSessionCookie, firebaseConnectSources } from './cookie-check';
export { loginRedirectPath, SUPPORT_PATH } from './redirect';
export { verifyStaffSession } from './staff-session';
