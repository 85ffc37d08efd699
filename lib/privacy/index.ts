import 'server-only';

/**
 * Personal data under Ley 21.719 (server entry): rights requests and their deadline, what is
 * stored about an address (look up, export, correct, delete, block), the audit, retention.
 */
export * from './client';
export { chileDateOf, responseDueOn } from './due-date';
export { emailHash } from './email-hash';
export {
  correctPersonalData,
  deletePersonalData,
  exportPersonalData,
  findPersonalData,
  setBlocked,
  type DeletionResult,
  type PersonalData,
} from './personal-data';
export { deliverRequestNoticesInBackground, requestNoticeChannel } from './notices';
export {
  answerPrivacyRequest,
  listPrivacyRequests,
  submitPrivacyRequest,
  unusedRequestId,
} from './requests';
export { deleteExpiredLeads } from './retention';
