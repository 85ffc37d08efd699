import 'server-only';

/**
 * Personal data under Ley 21.719 (server entry): rights requests and their deadline, what is
 * stored about an address (look up, export, correct, delete, block: the leads through the leads
 * domain's operations), the audit, the records' retention, and the security incidents with
 * their clock.
 */
export * from './client';
export { addressHash, leadsExportAudit, type LeadsExportAudit } from './audit';
export { chileDateOf, responseBusinessDays, responseDueOn } from './due-date';
export {
  correctPersonalData,
  deletePersonalData,
  exportPersonalData,
  findPersonalData,
  lookUpPersonalData,
  setBlocked,
  type DeletionResult,
  type PersonalData,
} from './personal-data';
export { deliverRequestNoticesInBackground, requestNoticeChannel } from './notices';
export {
  answerPrivacyRequest,
  listPrivacyRequests,
  PRIVACY_REQUESTS_PAGE,
  submitPrivacyRequest,
  unusedRequestId,
} from './requests';
export { createIncident, findIncident, listIncidents, updateIncident } from './incidents/store';
export {
  alertOpenIncidents,
  deliverIncidentAlertsInBackground,
  incidentAlertChannel,
  undeliveredIncidentAlerts,
  type UndeliveredAlert,
} from './incidents/clock';
export { deleteExpiredRecords, type ExpiredRecords } from './retention';
export { privacyMigrations } from './migrations/list';
