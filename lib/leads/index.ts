import 'server-only';

/** Leads (server entry): the route → schema → store → forwarder → the outbox. */
export * from './client';
export { forwardInBackground, forwardPendingLeads } from './forwarder';
export { listLeads, submitLead, unusedLeadId, type Lead } from './store';
