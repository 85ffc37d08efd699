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
  type OdooAcknowledgement,
} from './client';
export { odooConfig } from './config';
export { countryCode } from './country';
export {
  prepareOdoo,
  type AcknowledgementTemplate,
  type OdooSetupPlan,
  type SetupFinding,
} from './setup';
export { readLeadStages } from './stages';
export type { OdooApi, OdooConfig, OdooFailure, OdooLeadInput, OdooResult, OdooUtm } from './types';
export {
  acknowledgementMessageId,
  crmLeadValues,
  leadDescriptionHtml,
  leadMarker,
  odooLeadUrl,
} from './values';
