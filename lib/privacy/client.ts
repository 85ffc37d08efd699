/**
 * The personal-data domain's client-safe entry: what `client-fields.ts` holds (zod-free), plus
 * the schemas, the consent field of the demo form, the collection names. Server code uses
 * `@/lib/privacy`.
 */
export * from './client-fields';
export { normalizeEmail } from './address';
export { CONSENT_REQUIRED, consentField, consentRecord, leadExpiresAt } from './consent';
export type { PrivacyRequestPage, StoredPrivacyRequest } from './model';
export { privacyCollections } from './records';
export {
  answerSchema,
  lookupEmailSchema,
  personalDataBodySchema,
  privacyErrors,
  privacyRequestSchema,
  type PrivacyRequest,
  type PrivacyRequestInput,
} from './schema';
