import type { OdooLeadInput } from './types';
import { escapeHtml, formatChileDateTime } from '@/lib/format';

/** The `crm.tag` every lead from the site carries. */
export const WEBSITE_TAG = 'Sitio web';

/** The UTM source and medium of a lead whose visit had no `utm_source` / `utm_medium`. */
const DEFAULT_UTM_SOURCE = 'Sitio web';
const DEFAULT_UTM_MEDIUM = 'Website';

/** The ids the lead's values point to, looked up (or created) in Odoo beforehand. */
export interface CrmLeadRefs {
  /** Left out when the country could not be mapped, or Odoo has no such `res.country`. */
  countryId?: number;
  tagId: number;
  sourceId: number;
  mediumId: number;
  campaignId?: number;
  /** The crm.team of ODOO_TEAM; none: Odoo's default team. */
  teamId?: number;
}

/** What `crm.lead.create` gets for one lead (docs/contracts.md, Leads into the CRM). */
export interface CrmLeadValues {
  name: string;
  contact_name: string;
  partner_name: string;
  email_from: string;
  phone?: string;
  function?: string;
  city?: string;
  country_id?: number;
  type: 'lead';
  tag_ids: [[6, 0, number[]]];
  source_id: number;
  medium_id: number;
  campaign_id?: number;
  team_id?: number;
  /** No salesperson: Odoo would make the calling user (the site's bot) one otherwise. */
  user_id: false;
  description: string;
}

/**
 * How the lead's own id is written in the description: one token that no other text contains,
 * so that `description ilike <marker>` finds this lead and no other (the closing bracket keeps
 * `abc` from matching `abcd`). Changing it would lose the leads already in Odoo: never change it.
 */
export function leadMarker(leadId: string): string {
  return `[lead-web:${leadId}]`;
}

/** The marker as it is stored in the description's HTML (and so as it is searched for). */
export const leadMarkerHtml = (leadId: string) => escapeHtml(leadMarker(leadId));

const paragraph = (label: string, valueHtml: string) =>
  `<p><strong>${escapeHtml(label)}:</strong> ${valueHtml}</p>`;

/** The label of the paragraph that carries the lead's own marker. */
const MARKER_LABEL = 'Solicitud en el sitio web';

const regExpText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the description carries this lead's own marker: in its labelled paragraph, right after
 * the label's `</strong>`. A visitor's text may spell the marker out (its `[`, letters and `]`
 * are plain text, and Odoo's sanitizer turns any entity back into them), but it cannot close a
 * `<strong>`: its `<` is always escaped. Spaces (and an editor's `&nbsp;`) between are allowed.
 */
export function holdsLeadMarker(descriptionHtml: string, leadId: string): boolean {
  const label = regExpText(`${escapeHtml(MARKER_LABEL)}:</strong>`);
  return new RegExp(`${label}(?:\\s|&nbsp;|\u00a0)*${regExpText(leadMarkerHtml(leadId))}`).test(
    descriptionHtml,
  );
}

/**
 * The lead's description in Odoo (an HTML field), every value escaped: the demo description with
 * its line breaks, the country as typed when it could not be mapped to a `res.country`, the UTM
 * values Odoo has no field for, the page the form was sent from, the consent (the notice's
 * version; the time in Chile, with the stored UTC instant for the record) and the lead's id in
 * its searchable form (`leadMarker`).
 */
export function leadDescriptionHtml(
  input: OdooLeadInput,
  options: { countryMapped: boolean },
): string {
  const { fields, utm, page, consent } = input;
  const parts: string[] = [];
  const description = fields.demoDescription.trim();
  parts.push(
    paragraph(
      'Descripción de la demo',
      description
        ? `<br>${escapeHtml(description).replace(/\r\n|\r|\n/g, '<br>')}`
        : '(sin descripción)',
    ),
  );
  if (!options.countryMapped) {
    parts.push(paragraph('País (como lo escribió)', escapeHtml(fields.country)));
  }
  if (utm?.term) parts.push(paragraph('Término (utm_term)', escapeHtml(utm.term)));
  if (utm?.content) parts.push(paragraph('Contenido (utm_content)', escapeHtml(utm.content)));
  if (page) parts.push(paragraph('Enviado desde', escapeHtml(page)));
  if (consent) {
    parts.push(
      paragraph(
        'Consentimiento',
        escapeHtml(
          `aceptó la política de privacidad versión ${consent.version} el ` +
            `${formatChileDateTime(consent.at)} (hora de Chile; ${consent.at.toISOString()})`,
        ),
      ),
    );
  }
  parts.push(paragraph(MARKER_LABEL, leadMarkerHtml(input.leadId)));
  return parts.join('');
}

/** A value the visitor left empty is left out, rather than sent as an empty string. */
const filled = (value: string) => value.trim() || undefined;

/** Every value of the `crm.lead` of one lead (docs/contracts.md, Leads into the CRM). */
export function crmLeadValues(input: OdooLeadInput, refs: CrmLeadRefs): CrmLeadValues {
  const { fields } = input;
  const values: CrmLeadValues = {
    name: `Solicitud de demo: ${fields.company.trim()}`,
    contact_name: fields.name.trim(),
    partner_name: fields.company.trim(),
    email_from: fields.email.trim(),
    phone: filled(fields.phone),
    function: filled(fields.jobTitle),
    city: filled(fields.city),
    country_id: refs.countryId,
    type: 'lead',
    tag_ids: [[6, 0, [refs.tagId]]],
    source_id: refs.sourceId,
    medium_id: refs.mediumId,
    campaign_id: refs.campaignId,
    team_id: refs.teamId,
    user_id: false,
    description: leadDescriptionHtml(input, { countryMapped: refs.countryId !== undefined }),
  };
  // JSON would drop them anyway; left out here so that what is sent is what the tests see.
  for (const key of Object.keys(values) as (keyof CrmLeadValues)[]) {
    if (values[key] === undefined) delete values[key];
  }
  return values;
}

/** The module of the external ids the site gives its `crm.lead` records (`andina_web.lead_<id>`). */
export const EXTERNAL_ID_MODULE = 'andina_web';

/** The name, within EXTERNAL_ID_MODULE, of the external id of the lead's `crm.lead`. */
export const leadExternalName = (leadId: string) => `lead_${leadId}`;

/**
 * The lead's values as `crm.lead.load(fields, data)` takes them (Odoo's import, one row): the
 * `id` column is the record's external id, so a second load of the same lead updates the record
 * it made instead of making another; a many2one or many2many is given by database ids in its
 * `<field>/.id` column (several joined by commas, replacing the field's records), and an empty
 * cell sets it to false (`user_id`: no salesperson); every value is text, as in an imported file.
 */
export function crmLeadImport(
  input: OdooLeadInput,
  refs: CrmLeadRefs,
): { fields: string[]; row: string[] } {
  const fields = ['id'];
  const row = [`${EXTERNAL_ID_MODULE}.${leadExternalName(input.leadId)}`];
  for (const [name, value] of Object.entries(crmLeadValues(input, refs))) {
    const ids = Array.isArray(value)
      ? value.flatMap(([, , list]) => list)
      : typeof value === 'number'
        ? [value]
        : value === false
          ? []
          : undefined;
    fields.push(ids ? `${name}/.id` : name);
    row.push(ids ? ids.join(',') : String(value));
  }
  return { fields, row };
}

/** The UTM names of a lead: its visit's, or the site's defaults (no campaign). */
export function utmNames(utm: OdooLeadInput['utm']): {
  source: string;
  medium: string;
  campaign?: string;
} {
  return {
    source: utm?.source?.trim() || DEFAULT_UTM_SOURCE,
    medium: utm?.medium?.trim() || DEFAULT_UTM_MEDIUM,
    campaign: utm?.campaign?.trim() || undefined,
  };
}

/** Where staff open the lead in Odoo (17.2+ web client URLs). */
export function odooLeadUrl(url: string, id: number): string {
  return `${url.replace(/\/+$/, '')}/odoo/crm/${id}`;
}

/**
 * The Message-Id the lead's acknowledgement is sent with (`send_mail`'s `email_values`): Odoo
 * keeps it on the mail's `mail.message`, where a later attempt finds it (RFC 5322's
 * `<left@right>`, the site's host on the right). Changing it would send pending leads' a second
 * acknowledgement after a lost answer: never change it.
 */
export function acknowledgementMessageId(leadId: string, siteHost: string): string {
  return `<andina_web.ack.${leadId}@${siteHost}>`;
}
