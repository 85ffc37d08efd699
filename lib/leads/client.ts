/**
 * The leads domain's client-safe entry: the lead's schema (one source of the messages for the
 * form and for POST /api/odoo), its labels, limits and answers, and the visit's attribution.
 * Server code uses `@/lib/leads`. The site layout's attribution leaf imports `attribution.ts`
 * alone (no zod).
 */
export {
  leadCollections,
  leadCorrectionSchema,
  leadLabels,
  leadLimits,
  leadMessages,
  leadPageSchema,
  leadSchema,
  leadSubmissionLabels,
  leadSubmissionSchema,
  leadUtmSchema,
  type LeadCorrection,
  type LeadFields,
  type LeadSubmission,
  type LeadSubmissionData,
} from './schema';
export { attributionLimits, landingUtm, pageOf, UTM_KEYS, type LeadUtm } from './attribution';
