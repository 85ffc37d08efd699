import 'server-only';

/** Route handlers' helpers: JSON bodies and errors, the Origin check, the staff gates. */
export { readJson, readJsonBody, validateBody } from './body';
export { rejectCrossSite } from './origin';
export { jsonDetail, jsonError, type ErrorKey } from './responses';
export { memberRoute, requireStaff, staffRoute } from './staff-routes';
export { personalDataRoute } from './privacy-routes';
export { scheduleRoute } from './schedule-routes';
