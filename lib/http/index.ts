import 'server-only';
export { jsonError, readJsonBody, rejectForeignOrigin } from './requests';
export { authorizeStaff } from './staff';
