import 'server-only';

/** Lead capture (issue 7): store first, forward to the lead service, retry, list for staff. */
export { forwardInBackground, forwardPendingLeads, type ForwardTotals } from './forwarder';
export { listLeads, unusedLeadId, type Lead } from './store';
export { LEAD_ACCEPTED_MESSAGE, submitLead, TOO_MANY_LEADS_MESSAGE } from './submit';
