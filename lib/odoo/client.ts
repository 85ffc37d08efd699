import 'server-only';
import { countryCode } from './country';
import { callModel, clearUids } from './rpc';
import type { OdooConfig, OdooFailure, OdooLeadInput, OdooResult } from './types';
import { crmLeadValues, leadMarkerHtml, utmNames, WEBSITE_TAG, type CrmLeadRefs } from './values';

/** Searches see archived records too: a lost lead, an archived tag or campaign still count. */
const ARCHIVED_TOO = { active_test: false } as const;

/** An answer of a shape Odoo does not give: whatever ran, trying again later is the safe side. */
const unexpected = (what: string): OdooFailure => ({
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
function rows(value: unknown): ({ id: number } & Record<string, unknown>)[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.filter(
    (row): row is { id: number } & Record<string, unknown> =>
      typeof row === 'object' && row !== null && typeof (row as { id?: unknown }).id === 'number',
  );
  return valid.length === value.length ? valid : undefined;
}

/**
 * Ids looked up by value, per server and database, kept for the process: after the first lead
 * each costs no call. The promise is kept, so concurrent leads share one look-up (and never
 * create the same tag twice); a failed one is forgotten.
 */
const lookups = new Map<string, Promise<OdooResult<number | null>>>();

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
    if (!outcome.ok) lookups.delete(key);
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

/** The ids the lead's values point to: country, the `Sitio web` tag, UTM source, medium, campaign. */
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
  ]);
  const ids: (number | undefined)[] = [];
  for (const result of results) {
    if (!result.ok) return result;
    ids.push(result.value ?? undefined);
  }
  const [countryId, tagId, sourceId, mediumId, campaignId] = ids;
  if (!tagId || !sourceId || !mediumId) return unexpected('la búsqueda de etiqueta y UTM');
  return { ok: true, value: { countryId, tagId, sourceId, mediumId, campaignId } };
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
  ];
  return wanted.some(
    ([model, field, value]) =>
      value !== undefined &&
      lookups.has([config.url, config.database, model, field, value].join('\n')),
  );
}

/**
 * Creates the lead's `crm.lead`, with its references looked up first. A create refused while
 * some id came from the cache is tried once more with every id looked up afresh: a tag or
 * campaign deleted in Odoo (or an Odoo restored from a backup) must not fail a good lead.
 */
async function createLead(config: OdooConfig, input: OdooLeadInput): Promise<OdooResult<number>> {
  const usedCache = refsCached(config, input);
  const refs = await leadRefs(config, input);
  if (!refs.ok) return refs;
  const created = await callModel(config, 'crm.lead', 'create', {
    params: { vals_list: [crmLeadValues(input, refs.value)] },
  });
  if (!created.ok) {
    clearOdooCaches();
    return usedCache && created.disposition === 'fail' ? createLead(config, input) : created;
  }
  const id = createdId(created.value);
  return id ? { ok: true, value: id } : unexpected('crm.lead.create');
}

/**
 * Every `crm.lead` (archived too, lowest id first) whose description holds this lead's marker,
 * and `odooId` when it still exists. `ilike` finds the candidates; the exact, case-sensitive
 * marker decides, as `ilike` ignores case and reads `_` as any character.
 */
async function findLeads(
  config: OdooConfig,
  leadId: string,
  odooId?: number,
): Promise<OdooResult<number[]>> {
  const marker = leadMarkerHtml(leadId);
  const byMarker = ['description', 'ilike', marker];
  const found = await callModel(config, 'crm.lead', 'search_read', {
    params: {
      domain: odooId === undefined ? [byMarker] : ['|', byMarker, ['id', '=', odooId]],
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
        row.id === odooId ||
        (typeof row.description === 'string' && row.description.includes(marker)),
    )
    .map((row) => row.id);
  return { ok: true, value: ids.sort((a, b) => a - b) };
}

/**
 * Creates the lead's `crm.lead`, exactly once. With `searchFirst` (a previous attempt may have
 * created it and lost the answer: a timeout, a 502 after the commit, a sender that died) it
 * first looks for this lead's id in the descriptions, archived leads included, and answers the
 * existing lead with `found: true`.
 */
export async function createOdooLead(
  config: OdooConfig,
  input: OdooLeadInput,
  options: { searchFirst: boolean },
): Promise<{ ok: true; id: number; found: boolean } | OdooFailure> {
  if (options.searchFirst) {
    const found = await findLeads(config, input.leadId);
    if (!found.ok) return found;
    if (found.value[0] !== undefined) return { ok: true, id: found.value[0], found: true };
  }
  const created = await createLead(config, input);
  return created.ok ? { ok: true, id: created.value, found: false } : created;
}

/**
 * Deletes the lead in Odoo (Ley 21.719): every `crm.lead` holding this lead's id in its
 * description, archived too, and `odooId` when given. None left is success, so a deletion that
 * is repeated (its answer lost) still ends well.
 */
export async function deleteOdooLeads(
  config: OdooConfig,
  target: { leadId: string; odooId?: number },
): Promise<{ ok: true; deleted: number[] } | OdooFailure> {
  const found = await findLeads(config, target.leadId, target.odooId);
  if (!found.ok) return found;
  if (found.value.length === 0) return { ok: true, deleted: [] };
  const unlinked = await callModel(config, 'crm.lead', 'unlink', { ids: found.value });
  return unlinked.ok ? { ok: true, deleted: found.value } : unlinked;
}
