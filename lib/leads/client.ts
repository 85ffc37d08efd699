/**
 * The leads domain's client-safe entry: the lead's schema (one source of the messages for the
 * form and for POST /api/odoo), its labels, limits and answers; the states and destinations of
 * a lead as the leads desk shows them. Server code uses `@/lib/leads`.
 */
export {
  deliveryStatuses,
  leadDestinationLabels,
  leadDestinations,
  leadStatuses,
  overallStatus,
  retryableStatuses,
  type Delivery,
  type DeliveryStatus,
  type Lead,
  type LeadAttribution,
  type LeadDestination,
  type LeadStatus,
} from './model';
export {
  leadCollections,
  leadCorrectionSchema,
  leadLabels,
  leadLimits,
  leadMessages,
  leadSchema,
  leadSubmissionSchema,
  type LeadCorrection,
  type LeadFields,
  type LeadSubmission,
} from './schema';
export { leadDeskMessages, leadListQuery, searchValues } from './desk';
