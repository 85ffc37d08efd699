import 'server-only';

/**
 * Auth outside a request (server entry for lib/staff-accounts, the operator scripts and the
 * record of processing): the revocation, the live board's access, the privacy role, the
 * sessions' lengths. Nothing here loads Next's request APIs, which `tsx` cannot load (the
 * barrel's staff gate does), so `npm run user:*` and the seed can.
 */
export { BOARD_ACCESS_COLLECTION, closeBoardAccess } from './board-access';
export { SESSION_DURATION_MS } from './cookie';
export { revokeSessions } from './revocation';
export { setPrivacyRole } from './roles';
