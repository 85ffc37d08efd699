/**
 * The personal-data domain's client-safe entry: what `client-fields.ts` holds (zod-free), plus
 * the schemas and the collection names. (The demo form's consent field is the leads domain's.)
 * Server code uses `@/lib/privacy`.
 */
export * from './client-fields';
export type { PrivacyRequestPage, StoredPrivacyRequest } from './model';
export { privacyCollections } from './records';
export * from './incidents/model';
export {
  incidentChangeSchema,
  incidentMessages,
  incidentRuleErrors,
  newIncidentSchema,
  type IncidentChange,
  type NewIncident,
} from './incidents/schema';
export {
  answerSchema,
  lookupEmailSchema,
  personalDataBodySchema,
  privacyErrors,
  privacyRequestSchema,
  type PrivacyRequest,
  type PrivacyRequestInput,
} from './schema';
