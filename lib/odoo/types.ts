/**
 * Which of Odoo's external APIs to speak: `json2` (Odoo 19+, `POST /json/2/<model>/<method>`
 * with a bearer API key) or `jsonrpc` (Odoo 16–18, `POST /jsonrpc`, deprecated in 19).
 */
export type OdooApi = 'json2' | 'jsonrpc';

export interface OdooConfig {
  /** The server, without a trailing slash, e.g. `https://andina.odoo.com`. */
  url: string;
  /** Sent as `X-Odoo-Database` (JSON-2, when one server holds several) and used by JSON-RPC. */
  database?: string;
  apiKey: string;
  api: OdooApi;
  /** The bot user's login: JSON-RPC's `common.authenticate` needs it. */
  login?: string;
  /** How long one call may take. */
  timeoutMs: number;
  /** The crm.team new leads get (ODOO_TEAM), by name; none: Odoo's default team. */
  team?: string;
}

/**
 * What a failed call means for the lead (docs/contracts.md, Leads into the CRM):
 * - `retry`: Odoo may take it later (408, 429, 5xx, a timeout, no connection);
 * - `hold`: Odoo refuses us, not this lead (key, rights, endpoint, database); `keyRefused` when
 *   the answer itself says the key is refused (401, AccessDenied, `authenticate` false);
 * - `refused`: Odoo refused a call about this record (403, 404, AccessError) while it accepts the
 *   same key: this message alone is held;
 * - `fail`: Odoo refuses this lead's values (UserError, ValidationError, a call it could not bind).
 * `reason` is Spanish, for staff, with Odoo's own message when it sent one.
 */
export type OdooFailure = {
  ok: false;
  disposition: 'retry' | 'hold' | 'refused' | 'fail';
  reason: string;
  keyRefused?: true;
  /** A `hold` caused by our own settings (ODOO_TEAM names no team): no key check can change it. */
  settingRefused?: true;
};

/** A call's value, or what its failure means. */
export type OdooResult<T = unknown> = { ok: true; value: T } | OdooFailure;

/** The visit's `utm_*` values, as the lead stored them. */
interface OdooUtm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** One lead as Odoo gets it. */
export interface OdooLeadInput {
  /** Our Firestore id: written in the description, where a later attempt finds the lead again. */
  leadId: string;
  fields: {
    name: string;
    email: string;
    company: string;
    jobTitle: string;
    phone: string;
    demoDescription: string;
    country: string;
    city: string;
  };
  utm?: OdooUtm;
  /** The same-site path the form was sent from. */
  page?: string;
  /** The privacy notice's version the visitor accepted, and when. */
  consent?: { version: string; at: Date };
}
