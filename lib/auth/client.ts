/**
 * Auth's client-safe entry: the sign-in form's schema and messages, and the redirect rules.
 * Server code uses `@/lib/auth`; the request proxy uses `@/lib/auth/edge`.
 */
export { loginRedirectPath, safeRedirectPath, SUPPORT_PATH } from './redirect';
export { loginSchema, type LoginInput } from './schemas';
export { signInErrorMessage, signInMessages } from './sign-in-errors';
