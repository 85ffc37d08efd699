/**
 * The leads domain's client-safe entry: the lead's schema (one source of the messages for the
 * form and for POST /api/odoo), its labels, limits and answers, the visit's attribution, and
 * the states and destinations of a lead as the leads desk shows them, the consent field and an
 * address's one spelling (`normalizeEmail`). Server code uses
 * `@/lib/leads`. The site layout's attribution leaf imports `attribution.ts` alone (no zod).
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
  type LeadMeeting,
  type LeadDestination,
  type LeadStatus,
} from './model';
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
export { FIRST_CONTACT_DAYS, type LeadContact } from './first-contact';
export { normalizeEmail } from './address';
export { CONSENT_REQUIRED, consentField, consentRecord, leadExpiresAt } from './consent';
export { attributionLimits, landingUtm, pageOf, UTM_KEYS, type LeadUtm } from './attribution';
export {
  contactFilters,
  deskLead,
  hasContactDetails,
  isWithheld,
  leadDeskMessages,
  leadListQuery,
  meetingFilters,
  maskContactDetails,
  searchValues,
  type ContactFilter,
  type MeetingFilter,
  type DeskLead,
  type StaffLead,
  type WithheldLead,
} from './desk';
export { meetingLabel, meetingStatuses, type MeetingStatus } from './meeting';
