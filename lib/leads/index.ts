import 'server-only';

/** Lead capture (server entry): store first, forward to the lead service, retry, list for staff. */
export * from './client';
export { clientAddress } from './client-address';
export { forwardInBackground, forwardPendingLeads } from './forwarder';
export { isBotSubmission, withoutHoneypot } from './honeypot';
export { listLeads, unusedLeadId, type Lead } from './store';
export { submitLead } from './submit';
