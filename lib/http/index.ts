import 'server-only';

/**
 * Route handlers' helpers: JSON bodies and errors, the Origin check, the staff gates, the public
 * forms' refusals and proof of work.
 */
export { readJson, readJsonBody, validateBody } from './body';
export { rejectCrossSite } from './origin';
export { jsonDetail, jsonError, type ErrorKey } from './responses';
export { memberRoute, requireStaff, staffRoute } from './staff-routes';
export { addressInUrlRoute, personalDataRoute } from './privacy-routes';
export { scheduleRoute } from './schedule-routes';
export { refusedSubmission, solvedProofOf } from './public-forms';
