import 'server-only';
import { callModel } from './rpc';
import type { OdooConfig, OdooResult } from './types';

/** What the first-contact poll reads of each `crm.lead`. */
const STAGE_FIELDS = ['stage_id', 'type', 'create_date', 'date_last_stage_update'];

/**
 * The stage, type and dates of these `crm.lead` records (archived too: a lead marked lost is
 * still the site's lead), in one `search_read` whatever their number: the first-contact poll's
 * one call a minute. Ids Odoo no longer has are simply absent from the answer.
 */
export async function readLeadStages(
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
