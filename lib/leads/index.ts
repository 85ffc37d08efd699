import 'server-only';

/**
 * Leads (server entry): the route → schema → store (with its sales notice) → a channel of the
 * outbox per destination (Odoo, the lead service) → the desk's list, retries and export.
 */
export * from './client';
export {
  acknowledgementChannel,
  leadChannels,
  odooDeletionChannel,
  sendLeadInBackground,
} from './channels';
export { medianFirstContactMinutes, pollFirstContact, waitingNoticeId } from './contact-poll';
export { configuredDestinations } from './destinations';
export { deliveriesOf, derivedLeadFields } from './model';
export { leadsCsvStream, type ExportProgress } from './export';
export { recordOdooDeletion } from './odoo-deletions';
export { heldDestinations } from './outages';
export { salesNoticeChannel } from './sales-notices';
export {
  allLeads,
  enrollWaitingLeads,
  leadsNeedingAttention,
  listLeads,
  noLeadHeld,
  retryAllLeads,
  retryLead,
  submitLead,
  unusedLeadId,
} from './store';
