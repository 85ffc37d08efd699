import 'server-only';

/** Route handlers' helpers: JSON bodies and errors, the Origin check, the staff gates. */
export {
  jsonDetail,
  jsonError,
  readJson,
  readJsonBody,
  rejectForeignOrigin,
  validateBody,
  type ErrorKey,
} from './requests';
export { memberRoute, requireStaff } from './staff-routes';
