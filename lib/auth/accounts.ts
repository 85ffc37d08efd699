import 'server-only';

/**
 * Auth outside a request (server entry for lib/staff-accounts and the operator scripts): the
 * revocation, the live board's access, the privacy role. Nothing here loads Next's request APIs,
 * which `tsx` cannot load (the barrel's staff gate does), so `npm run user:*` and the seed can.
 */
export { closeBoardAccess } from './board-access';
export { revokeSessions } from './revocation';
export { setPrivacyRole } from './roles';
