import 'server-only';
export {
  jsonDetail,
  jsonError,
  readJson,
  readJsonBody,
  rejectForeignOrigin,
  validateBody,
  type ErrorKey,
} from './requests';
export { authorizeStaff } from './staff';
