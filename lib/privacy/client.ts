/**
 * The personal-data domain's client-safe entry: the rights, the rights form's schema and
 * messages, the consent field of the demo form, the collection names. Server code uses
 * `@/lib/privacy`.
 */
export { CONSENT_REQUIRED, consentField, consentRecord, leadExpiresAt } from './consent';
export type { StoredPrivacyRequest } from './model';
export { privacyNoticeVersion } from './notice';
export { privacyCollections } from './records';
export {
  privacyRequestStatuses,
  privacyRightLabels,
  privacyRights,
  type PrivacyRequestStatus,
  type PrivacyRight,
} from './rights';
export {
  privacyRequestLabels,
  privacyRequestLimits,
  privacyRequestMessages,
} from './request-fields';
export {
  answerSchema,
  lookupEmailSchema,
  privacyErrors,
  privacyRequestSchema,
  type PrivacyRequest,
  type PrivacyRequestInput,
} from './schema';
