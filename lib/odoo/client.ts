import 'server-only';
import { GREETING_CONTEXT_KEY } from '@/content/acknowledgement';
import { countryCode } from './country';
import { loadResult } from './answers';
import { BoundedMap } from '@/lib/bounded-map';
import { callModel, clearUids, probeKey, probeRights } from './rpc';
import type { OdooConfig, OdooFailure, OdooLeadInput, OdooResult } from './types';
import {
  crmLeadImport,
  EXTERNAL_ID_MODULE,
  holdsLeadMarker,
  leadExternalName,
  leadMarkerHtml,
  utmNames,
  WEBSITE_TAG,
  type CrmLeadRefs,
} from './values';

/** Searches see archived records too: a lost lead, an archived tag or campaign still count. */
const ARCHIVED_TOO = { active_test: false } as const;

/** An answer of a shape Odoo does not give: whatever ran, trying again later is the safe side. */
export const unexpected = (what: string): OdooFailure => ({
  ok: false,
  disposition: 'retry',
  reason: `Odoo respondió algo inesperado a ${what}`,
});

/** `create` answers the new ids (a list for a list of values; one id in older versions). */
function createdId(value: unknown): number | undefined {
  const id = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The rows of a `search_read`, each with its numeric id. */
export function rows(value: unknown): ({ id: number } & Record<string, unknown>)[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.filter(
    (row): row is { id: number } & Record<string, unknown> =>
      typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'number',
  );
  return valid.length === value.length ? valid : undefined;
}

/** How many look-ups the process keeps: visitors' UTM campaigns must not grow it without end. */
const LOOKUPS_KEPT = 1000;

/**
 * Ids looked up by value, per server and database, kept for the process (the LOOKUPS_KEPT
 * newest): after the first lead each costs no call. The promise is kept, so concurrent leads
 * share one look-up (and never create the same tag twice); a failed one is forgotten, and so is
 * one that found nothing (a team or template an operator may create meanwhile).
 */
const lookups = new BoundedMap<string, Promise<OdooResult<number | null>>>(LOOKUPS_KEPT);

/** Forgets every looked-up id and uid (tests; and after a create that may have used a stale id). */
export function clearOdooCaches() {
  lookups.clear();
  clearUids();
}

/**
 * The lowest id of `model` whose `field` is `value`, archived records included; when there is
 * none, created with `{ [field]: value }` if `create`, else null. Through the process's cache,
 * which forgets a failed look-up.
 */
function lookUp(
  config: OdooConfig,
  model: string,
  field: string,
  value: string,
  create: boolean,
): Promise<OdooResult<number | null>> {
  const key = [config.url, config.database, model, field, value].join('\n');
  const known = lookups.get(key);
  if (known) return known;
  const result = findOrCreate();
  lookups.set(key, result);
  void result.then((outcome) => {
    if ((!outcome.ok || outcome.value === null) && lookups.get(key) === result) {
      lookups.delete(key);
    }
  });
  return result;

  async function findOrCreate(): Promise<OdooResult<number | null>> {
    const found = await callModel(config, model, 'search_read', {
      params: { domain: [[field, '=', value]], fields: ['id'], limit: 1, order: 'id' },
      context: ARCHIVED_TOO,
    });
    if (!found.ok) return found;
    const list = rows(found.value);
    if (!list) return unexpected(`${model}.search_read`);
    if (list[0]) return { ok: true, value: list[0].id };
    if (!create) return { ok: true, value: null };
    const created = await callModel(config, model, 'create', {
      params: { vals_list: [{ [field]: value }] },
    });
    if (!created.ok) return created;
    const id = createdId(created.value);
    return id ? { ok: true, value: id } : unexpected(`${model}.create`);
  }
}

/** The ids the lead's values point to: country, the `Sitio web` tag, UTM records, the team. */
async function leadRefs(
  config: OdooConfig,
  input: OdooLeadInput,
): Promise<OdooResult<CrmLeadRefs>> {
  const utm = utmNames(input.utm);
  const code = countryCode(input.fields.country);
  const none = Promise.resolve<OdooResult<number | null>>({ ok: true, value: null });
  const results = await Promise.all([
    code ? lookUp(config, 'res.country', 'code', code, false) : none,
    lookUp(config, 'crm.tag', 'name', WEBSITE_TAG, true),
    lookUp(config, 'utm.source', 'name', utm.source, true),
    lookUp(config, 'utm.medium', 'name', utm.medium, true),
    utm.campaign ? lookUp(config, 'utm.campaign', 'name', utm.campaign, true) : none,
    config.team ? lookUp(config, 'crm.team', 'name', config.team, false) : none,
  ]);
  const ids: (number | undefined)[] = [];
  for (const result of results) {
    if (!result.ok) return result;
    ids.push(result.value ?? undefined);
  }
  const [countryId, tagId, sourceId, mediumId, campaignId, teamId] = ids;
  if (!tagId || !sourceId || !mediumId) return unexpected('la búsqueda de etiqueta y UTM');
  if (config.team && !teamId) {
    // Every lead would miss it: the destination is held (one alert) until someone fixes it.
    return {
      ok: false,
      disposition: 'hold',
      reason: `Odoo no tiene el equipo de ventas "${config.team}" (revisa ODOO_TEAM o ejecuta npm run odoo:setup)`,
      settingRefused: true,
    };
  }
  return { ok: true, value: { countryId, tagId, sourceId, mediumId, campaignId, teamId } };
}

/** Whether every look-up this lead needs is already in the process's cache. */
function refsCached(config: OdooConfig, input: OdooLeadInput): boolean {
  const utm = utmNames(input.utm);
  const code = countryCode(input.fields.country);
  const wanted: [string, string, string | undefined][] = [
    ['res.country', 'code', code],
    ['crm.tag', 'name', WEBSITE_TAG],
    ['utm.source', 'name', utm.source],
    ['utm.medium', 'name', utm.medium],
    ['utm.campaign', 'name', utm.campaign],
    ['crm.team', 'name', config.team],
  ];
  return wanted.some(
    ([model, field, value]) =>
      value !== undefined &&
      lookups.has([config.url, config.database, model, field, value].join('\n')),
  );
}

/**
 * Loads the lead's `crm.lead` through its external id (`andina_web.lead_<leadId>`), with its
 * references looked up first. Odoo keeps (module, name) of an external id unique, so however
 * often this runs, and even when an earlier request commits after our timeout, there is one
 * record: a load that finds the external id updates its record, and one that races another
 * load of the same lead fails (PostgreSQL's serialization error, retried). A load refused while
 * some id came from the cache is tried once more with every id looked up afresh: a tag or
 * campaign deleted in Odoo (or an Odoo restored from a backup) must not fail a good lead.
 */
async function loadLead(config: OdooConfig, input: OdooLeadInput): Promise<OdooResult<number>> {
  const usedCache = refsCached(config, input);
  const refs = await leadRefs(config, input);
  if (!refs.ok) return refs;
  const { fields, row } = crmLeadImport(input, refs.value);
  const loaded = await callModel(config, 'crm.lead', 'load', { params: { fields, data: [row] } });
  const result = loaded.ok ? loadResult(loaded.value) : loaded;
  if (result.ok) return result;
  clearOdooCaches();
  return usedCache && result.disposition === 'fail' ? loadLead(config, input) : result;
}

/** What a refusal of the bot's rights says (Odoo's AccessError), in an answer or a load's messages. */
const ACCESS_REFUSAL = /not allowed to|security restrictions|access ?error/i;

/** The crm.lead right a call needs: `create` for a load, `unlink` for a deletion, else `read`. */
type LeadRight = 'create' | 'read' | 'unlink';

/**
 * A refusal that may be about the record rather than about us (403, 404, AccessError: a record
 * rule, a record gone; a load's row refused for access) is checked with a call that needs
 * nothing but the key, then with a rights probe that needs the bot's `right` on crm.lead: if Odoo
 * accepts both, the refusal is this record's (`refused`, or the load's `fail` as it was); if it
 * refuses the key, or the bot no longer has the right (so every lead would be refused), the
 * destination refuses us (`hold`: one alert, as for an expired key); if it cannot tell (a
 * timeout), it is tried again later.
 */
export async function scoped(
  config: OdooConfig,
  result: OdooFailure,
  right: LeadRight = 'read',
): Promise<OdooFailure> {
  const accessFail = result.disposition === 'fail' && ACCESS_REFUSAL.test(result.reason);
  if (
    !accessFail &&
    (result.disposition !== 'hold' || result.keyRefused || result.settingRefused)
  ) {
    return result;
  }
  const probe = await probeKey(config);
  if (!probe.ok) {
    if (accessFail) return result;
    return probe.disposition === 'hold' ? result : { ...result, disposition: 'retry' };
  }
  const rights = await probeRights(config, 'crm.lead', right);
  if (rights.ok && rights.value === false) {
    return {
      ...result,
      disposition: 'hold',
      reason: `${result.reason}; Odoo acepta la clave, pero el bot no tiene permiso de ${right} en crm.lead`,
    };
  }
  if (!rights.ok && rights.disposition === 'retry') return { ...result, disposition: 'retry' };
  if (accessFail) return result;
  return {
    ok: false,
    disposition: 'refused',
    reason: `${result.reason}; Odoo acepta la clave: el rechazo es de este registro`,
  };
}

/**
 * The `crm.lead` records of this lead (archived too), lowest id first: the one its external id
 * names, `odooId` when given, and, for leads sent before external ids, every one whose
 * description carries the lead's own marker. `ilike` finds the candidates; holdsLeadMarker
 * decides, as `ilike` ignores case and reads `_` as any character, and a visitor may have
 * typed another lead's marker in their text.
 */
async function findLeads(
  config: OdooConfig,
  leadId: string,
  odooId?: number,
): Promise<OdooResult<number[]>> {
  const external = await callModel(config, 'ir.model.data', 'search_read', {
    params: {
      domain: [
        ['module', '=', EXTERNAL_ID_MODULE],
        ['name', '=', leadExternalName(leadId)],
        ['model', '=', 'crm.lead'],
      ],
      fields: ['res_id'],
    },
  });
  if (!external.ok) return external;
  const bound = rows(external.value);
  if (!bound) return unexpected('ir.model.data.search_read');
  const known = [odooId, ...bound.map((row) => row.res_id)].filter(
    (id): id is number => typeof id === 'number' && id > 0,
  );
  const byMarker = ['description', 'ilike', leadMarkerHtml(leadId)];
  const found = await callModel(config, 'crm.lead', 'search_read', {
    params: {
      domain: known.length === 0 ? [byMarker] : ['|', byMarker, ['id', 'in', known]],
      fields: ['description'],
      order: 'id',
      limit: 100,
    },
    context: ARCHIVED_TOO,
  });
  if (!found.ok) return found;
  const list = rows(found.value);
  if (!list) return unexpected('crm.lead.search_read');
  const ids = list
    .filter(
      (row) =>
        known.includes(row.id) ||
        (typeof row.description === 'string' && holdsLeadMarker(row.description, leadId)),
    )
    .map((row) => row.id);
  return { ok: true, value: ids.sort((a, b) => a - b) };
}

/**
 * Creates the lead's `crm.lead`, exactly once, or updates the one an earlier attempt made (its
 * answer lost: a timeout, a 502 after the commit, a sender that died, or a commit after our
 * timeout): a retry just loads it again. Answers the record's id.
 */
export async function createOdooLead(
  config: OdooConfig,
  input: OdooLeadInput,
): Promise<OdooResult<number>> {
  const result = await loadLead(config, input);
  return result.ok ? result : scoped(config, result, 'create');
}

/**
 * Deletes the lead in Odoo (Ley 21.719): its `crm.lead` records (see findLeads), archived too.
 * None left is success, so a deletion that is repeated (its answer lost) still ends well.
 */
export async function deleteOdooLeads(
  config: OdooConfig,
  target: { leadId: string; odooId?: number },
): Promise<{ ok: true; deleted: number[] } | OdooFailure> {
  const found = await findLeads(config, target.leadId, target.odooId);
  if (!found.ok) return scoped(config, found);
  if (found.value.length === 0) return { ok: true, deleted: [] };
  const unlinked = await callModel(config, 'crm.lead', 'unlink', { ids: found.value });
  return unlinked.ok ? { ok: true, deleted: found.value } : scoped(config, unlinked, 'unlink');
}

/** Where a lead's acknowledgement is: its template (by name), its crm.lead, its Message-Id. */
export interface OdooAcknowledgement {
  template: string;
  odooId: number;
  messageId: string;
  /** The greeting line, rendered by the template from `ctx` (content/acknowledgement.ts). */
  greeting?: string;
}

/**
 * Whether the lead's acknowledgement is already in Odoo: a `mail.message` of its crm.lead
 * carrying our Message-Id. The bot reads `mail.message` with its CRM rights (`mail.mail` needs
 * an administrator's); it filters on neither `message_type` nor the body, which vary by version.
 */
export async function findOdooAcknowledgement(
  config: OdooConfig,
  target: Omit<OdooAcknowledgement, 'template'>,
): Promise<OdooResult<number | null>> {
  const found = await callModel(config, 'mail.message', 'search_read', {
    params: {
      domain: [
        ['model', '=', 'crm.lead'],
        ['res_id', '=', target.odooId],
        ['message_id', '=', target.messageId],
      ],
      fields: ['id'],
      limit: 1,
    },
  });
  if (!found.ok) return scoped(config, found);
  const list = rows(found.value);
  if (!list) return unexpected('mail.message.search_read');
  return { ok: true, value: list[0]?.id ?? null };
}

/**
 * Has Odoo send the lead's acknowledgement: `mail.template/send_mail` of the template named
 * ODOO_ACK_TEMPLATE (looked up once and cached) for the crm.lead, with our Message-Id in
 * `email_values`, so the mail goes through the company's own mail server and its message stays
 * on the lead. `beforeSend` runs right before `send_mail` (the caller records the attempt's
 * start there) and may call it off: answered null. Otherwise answers the queued `mail.mail`'s
 * id. A template that does not exist holds this message alone (`refused`), to be sent once
 * `npm run odoo:setup` or a person creates it.
 */
export async function sendOdooAcknowledgement(
  config: OdooConfig,
  ack: OdooAcknowledgement,
  beforeSend: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<OdooResult<number | null>> {
  const templateKey = [config.url, config.database, 'mail.template', 'name', ack.template];
  const usedCache = lookups.has(templateKey.join('\n'));
  const template = await lookUp(config, 'mail.template', 'name', ack.template, false);
  if (!template.ok) return scoped(config, template);
  if (template.value === null) {
    return {
      ok: false,
      disposition: 'refused',
      reason: `Odoo no tiene la plantilla "${ack.template}" (revisa ODOO_ACK_TEMPLATE o ejecuta npm run odoo:setup)`,
    };
  }
  if (!(await beforeSend())) return { ok: true, value: null };
  const sent = await callModel(config, 'mail.template', 'send_mail', {
    ids: [template.value],
    params: { res_id: ack.odooId, email_values: { message_id: ack.messageId } },
    ...(ack.greeting !== undefined && { context: { [GREETING_CONTEXT_KEY]: ack.greeting } }),
  });
  if (!sent.ok) {
    // A template deleted since it was cached (MissingError) is looked up afresh, once.
    clearOdooCaches();
    if (usedCache && sent.disposition === 'fail') {
      return sendOdooAcknowledgement(config, ack, beforeSend);
    }
    return scoped(config, sent);
  }
  const id = createdId(sent.value);
  return id ? { ok: true, value: id } : unexpected('mail.template.send_mail');
}
