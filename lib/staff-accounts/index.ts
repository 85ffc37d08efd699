import 'server-only';

/**
 * Staff accounts (server entry): a staff user's Firebase account with its member record, and
 * its offboarding across auth (sessions, board access) and the schedule (calendar links).
 */
export { disableStaff } from './disable';
export { registerStaff } from './register';
