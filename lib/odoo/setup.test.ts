import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OdooStandIn } from '@/e2e/odoo/odoo-stand-in';
import { clearOdooCaches } from './client';
import { prepareOdoo } from './setup';
import type { OdooApi, OdooConfig } from './types';

const template = {
  name: 'Acuse de solicitud de demo (sitio web)',
  subject: 'Recibimos tu solicitud de demo',
  bodyHtml: `<p><t t-out="ctx.get('andina_greeting') or 'Hola:'"/></p>`,
};

describe.each<OdooApi>(['json2', 'jsonrpc'])('npm run odoo:setup over %s', (api) => {
  const odoo = new OdooStandIn({ port: 0 });
  let config: OdooConfig;

  beforeAll(async () => {
    await odoo.start();
    config = odoo.clientConfig(api);
  });
  afterAll(() => odoo.stop());
  beforeEach(() => {
    clearOdooCaches();
    odoo.resetFaults();
    odoo.resetCalls();
  });

  const texts = (findings: { ok: boolean; text: string }[], ok: boolean) =>
    findings.filter((finding) => finding.ok === ok).map((finding) => finding.text);

  it('creates the missing template on crm.lead, in Spanish, kept once sent; then changes nothing', async () => {
    const first = await prepareOdoo(config, { team: 'Ventas', template });
    expect(texts(first, false)).toEqual([]);
    expect(texts(first, true)).toEqual(
      expect.arrayContaining([
        'Odoo acepta la clave del sitio',
        'El usuario del sitio tiene los permisos que necesita',
        'El equipo de ventas "Ventas" existe (id 1)',
        expect.stringMatching(/^La plantilla "Acuse de solicitud de demo \(sitio web\)" se creó/),
      ]),
    );
    const [created, ...more] = odoo.records('mail.template');
    expect(more).toEqual([]);
    expect(created).toMatchObject({
      name: template.name,
      model: 'crm.lead',
      subject: template.subject,
      body_html: template.bodyHtml,
      email_to: '{{ object.email_from }}',
      auto_delete: false,
    });

    odoo.resetCalls();
    const again = await prepareOdoo(config, { team: 'Ventas', template });
    expect(texts(again, false)).toEqual([]);
    expect(texts(again, true)).toContain(
      `La plantilla "${template.name}" ya existe (id ${created?.id}): no se cambió`,
    );
    expect(odoo.records('mail.template')).toEqual([created]);
    expect(odoo.callCount('mail.template.create')).toBe(0);
  });

  it('says what is missing: the team, rights, a template that would delete sent mail', async () => {
    odoo.deniedAccess.add('crm.lead.unlink');
    odoo.deniedAccess.add('mail.message.read');
    const model = odoo.records('ir.model').find((row) => row.model === 'crm.lead');
    odoo.seed('mail.template', { name: 'Borra', model_id: model?.id, auto_delete: true });
    const findings = await prepareOdoo(config, {
      team: 'No existe',
      template: { ...template, name: 'Borra' },
    });
    expect(texts(findings, false)).toEqual([
      'Al usuario del sitio le faltan permisos: unlink en crm.lead, read en mail.message',
      'No existe el equipo de ventas "No existe" (ODOO_TEAM): créalo en CRM → Configuración → Equipos de ventas',
      expect.stringMatching(/^La plantilla "Borra" ya existe pero borra los correos enviados/),
    ]);
    expect(odoo.records('mail.template').find((row) => row.name === 'Borra')?.auto_delete).toBe(
      true,
    );
  });

  it("flags an existing template that repeats the visitor's name or company", async () => {
    const model = odoo.records('ir.model').find((row) => row.model === 'crm.lead');
    odoo.seed('mail.template', {
      name: 'Antigua',
      model_id: model?.id,
      auto_delete: false,
      subject: 'Recibimos tu solicitud',
      body_html: '<p>Hola <t t-out="object.contact_name"/> de <t t-out="object.partner_name"/></p>',
    });
    const findings = await prepareOdoo(config, { template: { ...template, name: 'Antigua' } });
    expect(texts(findings, false)).toEqual([
      expect.stringMatching(/^La plantilla "Antigua" ya existe pero repite el nombre o la empresa/),
    ]);
  });

  it('stops at a refused key', async () => {
    odoo.expiredKey = true;
    const findings = await prepareOdoo(config, { template });
    expect(findings).toEqual([
      { ok: false, text: expect.stringContaining('Odoo no acepta la clave del sitio') },
    ]);
  });
});
