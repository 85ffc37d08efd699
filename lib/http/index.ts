import 'server-only';
export { jsonError, readJsonBody, rejectForeignOrigin } from './requests';
