/**
 * The leads domain's client-safe entry: the demo request's schema (one source of the messages
 * for the form and for POST /api/odoo), its labels and limits, the honeypot field's name and
 * the answers the form shows. Server code uses `@/lib/leads`.
 */
export { HONEYPOT_FIELD } from './honeypot';
export { demoRequestLabels } from './labels';
export { leadMessages } from './messages';
export { leadCollections } from './records';
export { demoRequestLimits, demoRequestSchema, type DemoRequest } from './schema';
