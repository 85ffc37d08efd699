import 'server-only';

/**
 * Route handlers' helpers: the one route wrapper `apiRoute` (access, errors, `no-store`), JSON
 * bodies and errors (the Origin check inside the wrapper), the public forms' refusals and proof
 * of work.
 */
export { apiRoute, idParam } from './api-route';
export { readJson, readJsonBody, readText, validateBody } from './body';
export { jsonDetail, jsonError } from './responses';
export { refusedSubmission, solvedProofOf } from './public-forms';
