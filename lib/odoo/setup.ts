import 'server-only';
import { callModel, probeKey, probeRights } from './rpc';
import type { OdooConfig, OdooResult } from './types';
import { WEBSITE_TAG } from './values';

/**
 * `npm run odoo:setup` (scripts/odoo-setup.ts): prepares a real Odoo for the site, as an
 * operator runs it once and again whenever in doubt. It creates the acknowledgement template
 * when it is missing, checks what it cannot create (the sales team, the bot's rights) and
 * reports each finding; it changes nothing that exists.
 */

/** The acknowledgement template to create when missing (content/acknowledgement.ts). */
interface AcknowledgementTemplate {
  name: string;
  subject: string;
  bodyHtml: string;
}

export interface OdooSetupPlan {
  /** ODOO_TEAM: must exist. */
  team?: string;
  /** ODOO_ACK_TEMPLATE's template; none: no acknowledgement, nothing to create. */
  template?: AcknowledgementTemplate;
}

/** One finding: `ok` false is something a person must fix in Odoo. */
export interface SetupFinding {
  ok: boolean;
  text: string;
}

/** What the bot must be allowed to do, per model (docs/deploy.md, the bot user). */
const RIGHTS: [model: string, operations: string[]][] = [
  ['crm.lead', ['create', 'read', 'write', 'unlink']],
  ['crm.tag', ['read', 'create']],
  ['crm.team', ['read']],
  ['utm.source', ['read', 'create']],
  ['utm.medium', ['read', 'create']],
  ['utm.campaign', ['read', 'create']],
  ['res.country', ['read']],
  ['ir.model.data', ['read']],
  ['mail.template', ['read']],
  ['mail.message', ['read']],
];

/** Who receives the acknowledgement, and who sends it: the company, never the site's bot. */
const TEMPLATE_ADDRESSES = {
  email_to: '{{ object.email_from }}',
  email_from: '{{ (object.company_id.email_formatted or user.email_formatted) }}',
} as const;

const failed = (what: string, result: Extract<OdooResult, { ok: false }>): SetupFinding => ({
  ok: false,
  text: `${what}: ${result.reason}`,
});

/** The id and fields of the first record of `model` matching `domain`, archived ones too. */
async function findOne(
  config: OdooConfig,
  model: string,
  domain: unknown[],
  fields: string[],
): Promise<OdooResult<Record<string, unknown> | null>> {
  const found = await callModel(config, model, 'search_read', {
    params: { domain, fields, limit: 1, order: 'id' },
    context: { active_test: false },
  });
  if (!found.ok) return found;
  const [row] = Array.isArray(found.value) ? (found.value as Record<string, unknown>[]) : [];
  return { ok: true, value: row ?? null };
}

/** Whether the bot may do `operation` on `model` (`probeRights`). */
const mayDo = probeRights;

async function checkRights(config: OdooConfig): Promise<SetupFinding[]> {
  const checks = RIGHTS.flatMap(([model, operations]) =>
    operations.map(async (operation) => ({
      model,
      operation,
      result: await mayDo(config, model, operation),
    })),
  );
  const denied: string[] = [];
  const findings: SetupFinding[] = [];
  for (const { model, operation, result } of await Promise.all(checks)) {
    if (!result.ok) findings.push(failed(`No se pudo revisar ${operation} en ${model}`, result));
    else if (result.value !== true) denied.push(`${operation} en ${model}`);
  }
  findings.push(
    denied.length === 0
      ? { ok: true, text: 'El usuario del sitio tiene los permisos que necesita' }
      : { ok: false, text: `Al usuario del sitio le faltan permisos: ${denied.join(', ')}` },
  );
  return findings;
}

async function checkTeam(config: OdooConfig, team: string): Promise<SetupFinding> {
  const found = await findOne(config, 'crm.team', [['name', '=', team]], ['name', 'active']);
  if (!found.ok) return failed(`No se pudo buscar el equipo de ventas "${team}"`, found);
  if (!found.value) {
    return {
      ok: false,
      text: `No existe el equipo de ventas "${team}" (ODOO_TEAM): créalo en CRM → Configuración → Equipos de ventas`,
    };
  }
  if (found.value.active === false) {
    return { ok: false, text: `El equipo de ventas "${team}" está archivado: restáuralo` };
  }
  return { ok: true, text: `El equipo de ventas "${team}" existe (id ${String(found.value.id)})` };
}

async function checkTag(config: OdooConfig): Promise<SetupFinding> {
  const found = await findOne(config, 'crm.tag', [['name', '=', WEBSITE_TAG]], ['name']);
  if (!found.ok) return failed(`No se pudo buscar la etiqueta "${WEBSITE_TAG}"`, found);
  return {
    ok: true,
    text: found.value
      ? `La etiqueta "${WEBSITE_TAG}" existe (id ${String(found.value.id)})`
      : `La etiqueta "${WEBSITE_TAG}" no existe: el primer lead la creará`,
  };
}

/**
 * Visitor text a template must not put in a mail anyone can aim at any address (the greeting
 * comes from the site, in the context: content/acknowledgement.ts).
 */
const VISITOR_TEXT = /object\.(contact_name|partner_name)/;

/** The acknowledgement template: left as it is when it exists (with a warning if unfit), else created. */
async function ensureTemplate(
  config: OdooConfig,
  template: AcknowledgementTemplate,
): Promise<SetupFinding> {
  const name = `La plantilla "${template.name}"`;
  const found = await findOne(
    config,
    'mail.template',
    [['name', '=', template.name]],
    ['model', 'auto_delete', 'active', 'subject', 'body_html'],
  );
  if (!found.ok) return failed(`No se pudo buscar ${name.toLowerCase()}`, found);
  if (found.value) {
    const problems = [
      found.value.model !== 'crm.lead' && `es de ${String(found.value.model)}, no de crm.lead`,
      found.value.auto_delete !== false &&
        'borra los correos enviados (Borrar automáticamente): desmárcalo, o un reintento tras una respuesta perdida podría enviar dos',
      found.value.active === false && 'está archivada',
      VISITOR_TEXT.test(`${String(found.value.subject)} ${String(found.value.body_html)}`) &&
        'repite el nombre o la empresa que escribió el visitante (contact_name, partner_name): ' +
          'bórrala y ejecuta de nuevo npm run odoo:setup, que la crea con el saludo que decide el sitio',
    ].filter(Boolean);
    return problems.length === 0
      ? { ok: true, text: `${name} ya existe (id ${String(found.value.id)}): no se cambió` }
      : { ok: false, text: `${name} ya existe pero ${problems.join('; ')}` };
  }
  const model = await findOne(config, 'ir.model', [['model', '=', 'crm.lead']], ['model']);
  if (!model.ok) return failed('No se pudo buscar el modelo crm.lead', model);
  if (!model.value) return { ok: false, text: 'Odoo no tiene el modelo crm.lead: instala CRM' };
  const created = await callModel(config, 'mail.template', 'create', {
    params: {
      vals_list: [
        {
          name: template.name,
          model_id: model.value.id,
          subject: template.subject,
          body_html: template.bodyHtml,
          ...TEMPLATE_ADDRESSES,
          // Sent acknowledgements stay on record: Odoo deletes a sent mail.mail otherwise.
          auto_delete: false,
        },
      ],
    },
  });
  if (!created.ok) return failed(`No se pudo crear ${name.toLowerCase()}`, created);
  const [id] = Array.isArray(created.value) ? (created.value as unknown[]) : [created.value];
  return { ok: true, text: `${name} se creó (id ${String(id)})` };
}

/** Prepares Odoo as planned; answers every finding in order (none is thrown). */
export async function prepareOdoo(
  config: OdooConfig,
  plan: OdooSetupPlan,
): Promise<SetupFinding[]> {
  const key = await probeKey(config);
  if (!key.ok) return [failed('Odoo no acepta la clave del sitio', key)];
  const findings: SetupFinding[] = [{ ok: true, text: 'Odoo acepta la clave del sitio' }];
  findings.push(...(await checkRights(config)));
  findings.push(
    plan.team
      ? await checkTeam(config, plan.team)
      : { ok: true, text: 'ODOO_TEAM vacío: los leads quedan en el equipo por omisión de Odoo' },
  );
  findings.push(await checkTag(config));
  findings.push(
    plan.template
      ? await ensureTemplate(config, plan.template)
      : {
          ok: true,
          text: 'ODOO_ACK_TEMPLATE vacío: no se envía acuse, no hay plantilla que crear',
        },
  );
  return findings;
}
