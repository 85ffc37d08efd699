import 'server-only';

/**
 * Route handlers' helpers: the one route wrapper `apiRoute` (access, errors, `no-store`), JSON
 * bodies and errors, the Origin check, the public forms' refusals and proof of work.
 */
export { apiRoute, idParam, type Access } from './api-route';
export { readJson, readJsonBody, validateBody } from './body';
export { rejectCrossSite } from './origin';
export { crossedChange, jsonDetail, jsonError, type ErrorKey } from './responses';
export { refusedSubmission, solvedProofOf } from './public-forms';
