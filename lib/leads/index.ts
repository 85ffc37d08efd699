import 'server-only';

/**
 * Leads (server entry): the route → schema → submission (with its sales notice) → a channel of
 * the outbox per destination (Odoo, the lead service) → the desk's list, retries and export;
 * and what the personal-data domain does with a person's leads (find, block, correct, delete),
 * their retention and the migration of their addresses. This domain alone writes its collections.
 */
export * from './client';
export {
  acknowledgementChannel,
  leadChannels,
  meetingChannel,
  odooDeletionChannel,
  sendBookingInBackground,
  sendLeadInBackground,
} from './channels';
export { medianFirstContactMinutes, pollFirstContact, waitingNoticeId } from './contact-poll';
export { configuredDestinations } from './destinations';
export { deliveriesOf, derivedLeadFields } from './model';
export { leadsCsvStream, type ExportProgress } from './export';
export { heldDestinations } from './outages';
export { salesNoticeChannel } from './sales-notices';
export {
  insertLeadWithinRateLimit,
  submitLead,
  unusedLeadId,
  type SubmitResult,
} from './submission';
export { allLeads, leadsNeedingAttention, listLeads, noLeadHeld } from './desk-queries';
export { retryAllLeads, retryLead, type RetryResult } from './retries';
export { enrollWaitingLeads } from './enrollment';
export { findLeadsOf } from './person';
export { recordBooking, type BookingInput } from './bookings';
export { blockLeads } from './blocking';
export {
  ACKNOWLEDGEMENT_WINDOW_MS,
  acknowledgedAddressId,
  forgetAcknowledgedAddress,
} from './acknowledgement';
export { correctLeads } from './correction';
export { deleteLeads, type ForwardedLead } from './deletion';
export { deleteExpiredLeads, deleteSentLeadMessages } from './retention';
export { leadMigrations } from './migrations/list';
