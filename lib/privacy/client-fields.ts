/**
 * The personal-data domain's zod-free client entry, for the public pages' first load: the
 * rights, the rights form's labels, limits and answers, the notice's version. `client.ts` adds
 * the schemas (zod), which the rights form loads only with its first validation.
 */
export { privacyNoticeVersion } from '@/content/privacy-notice';
export {
  privacyRequestLabels,
  privacyRequestLimits,
  privacyRequestMessages,
} from './request-fields';
export {
  PRIVACY_REQUEST_STATUS,
  privacyRequestStatuses,
  privacyRightLabels,
  privacyRights,
  type PrivacyRequestStatus,
  type PrivacyRight,
} from './rights';
