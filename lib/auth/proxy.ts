/**
 * Auth's entry for the request proxy (`proxy.ts`): the cookie's name and its signature check
 * with jose, without firebase-admin.
 */
export { SESSION_COOKIE } from './cookie';
export { checkSessionCookie, firebaseConnectSources } from './proxy-check';
export { loginRedirectPath, SUPPORT_PATH } from './redirect';
