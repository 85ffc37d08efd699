import 'server-only';

/**
 * Odoo's CRM (server entry): each lead becomes one `crm.lead`, exactly once, over Odoo's JSON-2
 * API (19+) or JSON-RPC (16–18); deleted there on request (docs/contracts.md, Leads into the CRM).
 */
export {
  clearOdooCaches,
  createOdooLead,
  deleteOdooLeads,
  findOdooAcknowledgement,
  sendOdooAcknowledgement,
} from './client';
export { odooConfig } from './config';
export { syncOdooMeeting } from './meetings';
export { prepareOdoo } from './setup';
export { readLeadStages } from './stages';
export type { OdooFailure } from './types';
export { acknowledgementMessageId, odooLeadUrl } from './values';
