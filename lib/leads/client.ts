/**
 * The leads domain's client-safe entry: the lead's schema (one source of the messages for the
 * form and for POST /api/odoo), its labels, limits and answers. Server code uses `@/lib/leads`.
 */
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
