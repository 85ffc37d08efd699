/**
 * The leads domain's client-safe entry: the lead's schema (one source of the messages for the
 * form and for POST /api/odoo), its labels, limits and answers. Server code uses `@/lib/leads`.
 */
export {
  leadCollections,
  leadLabels,
  leadLimits,
  leadMessages,
  leadSchema,
  type LeadFields,
} from './schema';
