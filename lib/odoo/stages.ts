import 'server-only';
import { callModel } from './rpc';
import type { OdooConfig, OdooResult } from './types';

/** What the first-contact poll reads of each `crm.lead`. */
const STAGE_FIELDS = ['stage_id', 'type', 'create_date', 'date_last_stage_update'];

/** At most this many ids per `search_read`: a backlog never makes one huge request. */
const STAGE_IDS_PER_CALL = 200;

/**
 * The stage, type and dates of these `crm.lead` records (archived too: a lead marked lost is
 * still the site's lead), in `search_read`s of at most STAGE_IDS_PER_CALL ids, one after the
 * other: the first-contact poll's calls of a minute. Ids Odoo no longer has are simply absent
 * from the answer. The first call that fails answers its failure.
 */
export async function readLeadStages(
  config: OdooConfig,
  ids: readonly number[],
): Promise<OdooResult<Record<string, unknown>[]>> {
  const rows: Record<string, unknown>[] = [];
  for (let start = 0; start < ids.length; start += STAGE_IDS_PER_CALL) {
    const chunk = await readChunk(config, ids.slice(start, start + STAGE_IDS_PER_CALL));
    if (!chunk.ok) return chunk;
    rows.push(...chunk.value);
  }
  return { ok: true, value: rows };
}

async function readChunk(
  config: OdooConfig,
  ids: readonly number[],
): Promise<OdooResult<Record<string, unknown>[]>> {
  const found = await callModel(config, 'crm.lead', 'search_read', {
    params: { domain: [['id', 'in', [...ids]]], fields: STAGE_FIELDS },
    context: { active_test: false },
  });
  if (!found.ok) return found;
  return Array.isArray(found.value)
    ? { ok: true, value: found.value as Record<string, unknown>[] }
    : {
        ok: false,
        disposition: 'retry',
        reason: 'Odoo respondió algo inesperado a crm.lead.search_read',
      };
}
