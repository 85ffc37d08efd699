import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OdooStandIn } from '@/e2e/odoo/odoo-stand-in';
import {
  clearOdooCaches,
  createOdooLead,
  deleteOdooLeads,
  findOdooAcknowledgement,
  sendOdooAcknowledgement,
} from './client';
import type { OdooApi, OdooConfig, OdooLeadInput } from './types';
import { leadMarker } from './values';

let sequence = 0;

function lead(changes: Partial<OdooLeadInput['fields']> = {}, extra: Partial<OdooLeadInput> = {}) {
  sequence += 1;
  return {
    leadId: `lead${sequence}x${Math.random().toString(36).slice(2, 8)}`,
    fields: {
      name: 'Ana Pérez',
      email: 'ana@empresa.cl',
      company: 'Empresa SpA',
      jobTitle: 'Gerenta de TI',
      phone: '+56 9 1234 5678',
      demoDescription: 'Queremos ver CRM',
      country: 'Chile',
      city: 'Santiago',
      ...changes,
    },
    page: '/blogs/odoo-crm',
    consent: { version: '2026-11-01', at: new Date('2026-11-26T17:03:00Z') },
    ...extra,
  } satisfies OdooLeadInput;
}

describe.each<OdooApi>(['json2', 'jsonrpc'])('the Odoo client over %s', (api) => {
  const odoo = new OdooStandIn({ port: 0 });
  let config: OdooConfig;

  beforeAll(async () => {
    await odoo.start();
    config = odoo.clientConfig(api);
  });
  afterAll(() => odoo.stop());
  beforeEach(() => {
    clearOdooCaches();
    odoo.resetCalls();
    odoo.resetFaults();
  });

  const leadsOf = (leadId: string) =>
    odoo
      .records('crm.lead')
      .filter((record) => String(record.description).includes(leadMarker(leadId)));

  it("stores the contract's values, the tag and the default UTM source and medium", async () => {
    const input = lead();
    const result = await createOdooLead(config, input);
    expect(result).toMatchObject({ ok: true, value: expect.any(Number) });
    const stored = odoo
      .records('crm.lead')
      .find((record) => result.ok && record.id === result.value);
    const tag = odoo.records('crm.tag').find((record) => record.name === 'Sitio web');
    const source = odoo.records('utm.source').find((record) => record.name === 'Sitio web');
    const medium = odoo.records('utm.medium').find((record) => record.name === 'Website');
    expect(stored).toMatchObject({
      name: 'Solicitud de demo: Empresa SpA',
      contact_name: 'Ana Pérez',
      partner_name: 'Empresa SpA',
      email_from: 'ana@empresa.cl',
      phone: '+56 9 1234 5678',
      function: 'Gerenta de TI',
      city: 'Santiago',
      country_id: 46,
      type: 'lead',
      tag_ids: [tag?.id],
      source_id: source?.id,
      medium_id: medium?.id,
      campaign_id: false,
      active: true,
    });
    expect(stored?.description).toContain(leadMarker(input.leadId));
    expect(stored).not.toHaveProperty('mobile');
  });

  it("creates the visit's UTM records once, then finds them", async () => {
    const utm = { source: `google-${api}`, medium: `cpc-${api}`, campaign: `odoo-2026-${api}` };
    const first = await createOdooLead(config, lead({}, { utm }));
    clearOdooCaches();
    const second = await createOdooLead(config, lead({}, { utm }));
    expect(first.ok && second.ok).toBe(true);
    for (const [model, name] of [
      ['utm.source', utm.source],
      ['utm.medium', utm.medium],
      ['utm.campaign', utm.campaign],
    ] as const) {
      expect(
        odoo.records(model).filter((record) => record.name === name),
        model,
      ).toHaveLength(1);
    }
    const [a, b] = odoo.records('crm.lead').slice(-2);
    expect(a?.campaign_id).toBe(b?.campaign_id);
    expect(odoo.records('crm.tag').filter((tag) => tag.name === 'Sitio web')).toHaveLength(1);
  });

  it('leaves an unknown country out and writes it in the description', async () => {
    const result = await createOdooLead(config, lead({ country: 'Narnia' }));
    const stored = odoo
      .records('crm.lead')
      .find((record) => result.ok && record.id === result.value);
    expect(stored?.country_id).toBe(false);
    expect(stored?.description).toContain('Narnia');
    // A country Odoo does not have (the stand-in has seven) is left out the same way.
    const brazil = await createOdooLead(config, lead({ country: 'Brasil' }));
    const stored2 = odoo
      .records('crm.lead')
      .find((record) => brazil.ok && record.id === brazil.value);
    expect(stored2?.country_id).toBe(false);
    expect(stored2?.description).toContain('Brasil');
  });

  it('costs one call per lead once the look-ups are cached: the load', async () => {
    await createOdooLead(config, lead());
    const first = odoo.totalCalls();
    expect(first).toBeGreaterThan(1);
    odoo.resetCalls();
    const result = await createOdooLead(config, lead({ company: 'Otra SA' }));
    expect(result.ok).toBe(true);
    expect(odoo.totalCalls()).toBe(1);
    expect(odoo.callCount('crm.lead.load')).toBe(1);
    if (api === 'jsonrpc') expect(odoo.callCount('common.authenticate')).toBe(0);
  });

  it('shares one look-up among leads sent at the same time', async () => {
    await Promise.all([1, 2, 3].map(() => createOdooLead(config, lead())));
    expect(odoo.callCount('crm.tag.search_read')).toBe(1);
    expect(odoo.callCount('crm.lead.load')).toBe(3);
    if (api === 'jsonrpc') expect(odoo.callCount('common.authenticate')).toBe(1);
  });

  it('creates a lead exactly once when the answer to its create was lost (502)', async () => {
    const input = lead();
    odoo.failAfterCreate = true;
    const lost = await createOdooLead(config, input);
    expect(lost).toEqual({ ok: false, disposition: 'retry', reason: 'Odoo respondió 502' });
    expect(leadsOf(input.leadId)).toHaveLength(1);
    odoo.failAfterCreate = false;
    odoo.resetCalls();
    const retried = await createOdooLead(config, input);
    expect(retried).toEqual({ ok: true, value: leadsOf(input.leadId)[0]?.id });
    expect(odoo.callCount('crm.lead.load')).toBe(1);
    expect(leadsOf(input.leadId)).toHaveLength(1);
    expect(odoo.records('ir.model.data')).toContainEqual(
      expect.objectContaining({
        module: 'andina_web',
        name: `lead_${input.leadId}`,
        model: 'crm.lead',
        res_id: leadsOf(input.leadId)[0]?.id,
      }),
    );
  });

  it('creates a lead exactly once when Odoo answered after the timeout', async () => {
    const input = lead();
    await createOdooLead(config, lead()); // look-ups cached
    odoo.slowMs = 600;
    const late = await createOdooLead({ ...config, timeoutMs: 200 }, input);
    expect(late).toMatchObject({ ok: false, disposition: 'retry' });
    expect(late.ok ? '' : late.reason).toMatch(/^Odoo no respondió en 200 ms$/);
    await expect.poll(() => leadsOf(input.leadId).length, { timeout: 5_000 }).toBe(1);
    odoo.slowMs = 0;
    const retried = await createOdooLead(config, input);
    expect(retried).toMatchObject({ ok: true, value: leadsOf(input.leadId)[0]?.id });
    expect(leadsOf(input.leadId)).toHaveLength(1);
  });

  it('makes no second lead when a create commits after the retry has started', async () => {
    const input = lead();
    await createOdooLead(config, lead()); // look-ups cached
    odoo.commitLateMs = 700;
    const late = await createOdooLead({ ...config, timeoutMs: 200 }, input);
    expect(late).toMatchObject({ ok: false, disposition: 'retry' });
    expect(leadsOf(input.leadId)).toHaveLength(0); // not committed yet
    // The retry runs while the first request is still open: it waits for its commit, then
    // fails as PostgreSQL does; the next one updates the record the first one made.
    const racing = await createOdooLead(config, input);
    expect(racing).toMatchObject({ ok: false, disposition: 'retry' });
    expect(racing.ok ? '' : racing.reason).toMatch(/could not serialize access/);
    expect(leadsOf(input.leadId)).toHaveLength(1);
    const retried = await createOdooLead(config, input);
    expect(retried).toEqual({ ok: true, value: leadsOf(input.leadId)[0]?.id });
    expect(leadsOf(input.leadId)).toHaveLength(1);
  });

  it('finds an archived lead (a lost opportunity) instead of creating it again', async () => {
    const input = lead();
    const created = await createOdooLead(config, input);
    if (!created.ok) throw new Error(created.reason);
    await archive(odoo, created.value);
    expect(odoo.records('crm.lead').find((row) => row.id === created.value)?.active).toBe(false);
    const again = await createOdooLead(config, input);
    expect(again).toEqual({ ok: true, value: created.value });
    expect(leadsOf(input.leadId)).toHaveLength(1);
  });

  it('holds a lead while the key is expired, until it is replaced', async () => {
    await createOdooLead(config, lead()); // uid and look-ups cached
    odoo.expiredKey = true;
    const held = await createOdooLead(config, lead());
    expect(held).toMatchObject({ ok: false, disposition: 'hold' });
    expect(held.ok ? '' : held.reason).toMatch(
      api === 'json2'
        ? /^Odoo respondió 401: Invalid apikey \(revisa ODOO_API_KEY/
        : /^Odoo respondió AccessDenied: Access Denied \(revisa ODOO_API_KEY/,
    );
    clearOdooCaches();
    const refused = await createOdooLead(config, lead());
    expect(refused).toMatchObject({ ok: false, disposition: 'hold' });
    if (api === 'jsonrpc') {
      expect(refused.ok ? '' : refused.reason).toMatch(/common\.authenticate respondió false/);
    }
    odoo.expiredKey = false;
    expect(await createOdooLead(config, lead())).toMatchObject({ ok: true });
  });

  it('holds a lead while the database is unknown', async () => {
    odoo.unknownDatabase = true;
    const held = await createOdooLead(config, lead());
    expect(held).toMatchObject({ ok: false, disposition: 'hold' });
    expect(held.ok ? '' : held.reason).toMatch(/revisa ODOO_URL, ODOO_DATABASE y ODOO_API/);
  });

  it("holds only the record Odoo refuses (403) while it accepts the key, with Odoo's message", async () => {
    const input = lead({ company: 'Empresa Vetada SpA' });
    const created = await createOdooLead(config, input);
    if (!created.ok) throw new Error(created.reason);
    odoo.refuseRecordsWith = 'Empresa Vetada';
    odoo.resetCalls();
    const refused = await deleteOdooLeads(config, { leadId: input.leadId });
    expect(refused).toMatchObject({ ok: false, disposition: 'refused' });
    expect(refused.ok ? '' : refused.reason).toMatch(
      new RegExp(
        `^Odoo respondió ${api === 'json2' ? '403' : 'AccessError'}: Due to security restrictions.*` +
          'Odoo acepta la clave: el rechazo es de este registro$',
      ),
    );
    expect(odoo.callCount(api === 'json2' ? 'res.users.context_get' : 'common.authenticate')).toBe(
      1,
    );
    // Another lead goes through meanwhile.
    expect(await createOdooLead(config, lead())).toMatchObject({ ok: true });
    // A refusal the key check confirms is ours: the destination is held.
    odoo.expiredKey = true;
    expect(await deleteOdooLeads(config, { leadId: input.leadId })).toMatchObject({
      ok: false,
      disposition: 'hold',
      keyRefused: true,
    });
  });

  it("fails a lead whose row Odoo's import refuses (its messages), without holding Odoo", async () => {
    const input = lead({ company: 'Empresa Vetada SpA' });
    odoo.refuseRecordsWith = 'Empresa Vetada';
    const refused = await createOdooLead(config, input);
    expect(refused).toMatchObject({ ok: false, disposition: 'fail' });
    expect(refused.ok ? '' : refused.reason).toMatch(
      /^Odoo rechazó la importación del lead: Due to security restrictions/,
    );
    expect(leadsOf(input.leadId)).toHaveLength(0);
  });

  it("fails a lead Odoo refuses, with Odoo's message, and creates nothing", async () => {
    const input = lead();
    odoo.rejectCreates = 'El email ana@empresa.cl no es válido';
    const failed = await createOdooLead(config, input);
    expect(failed).toEqual({
      ok: false,
      disposition: 'fail',
      reason: 'Odoo rechazó la importación del lead: El email ana@empresa.cl no es válido',
    });
    expect(leadsOf(input.leadId)).toHaveLength(0);
    expect(
      odoo.records('ir.model.data').filter((row) => row.name === `lead_${input.leadId}`),
    ).toEqual([]);
    // Corrected in Odoo and sent again from the leads desk, it goes through.
    odoo.rejectCreates = undefined;
    expect(await createOdooLead(config, input)).toMatchObject({ ok: true });
    expect(leadsOf(input.leadId)).toHaveLength(1);
  });

  it('retries while Odoo is slow or down', async () => {
    await createOdooLead(config, lead());
    odoo.down = true;
    const down = await createOdooLead(config, lead());
    expect(down).toMatchObject({ ok: false, disposition: 'retry' });
    expect(down.ok ? '' : down.reason).toMatch(/^No se pudo conectar con Odoo \(/);
    odoo.down = false;
    odoo.slowMs = 400;
    const slow = await createOdooLead({ ...config, timeoutMs: 150 }, lead());
    expect(slow).toEqual({
      ok: false,
      disposition: 'retry',
      reason: 'Odoo no respondió en 150 ms',
    });
  });

  it('looks ids up afresh when a cached one is gone, e.g. a tag deleted in Odoo', async () => {
    await createOdooLead(config, lead());
    const [tag] = odoo.records('crm.tag');
    odoo.remove('crm.tag', tag?.id ?? 0);
    const input = lead();
    const result = await createOdooLead(config, input);
    expect(result).toMatchObject({ ok: true });
    expect(leadsOf(input.leadId)).toHaveLength(1);
    expect(odoo.records('crm.tag').filter((row) => row.name === 'Sitio web')).toHaveLength(1);
  });

  it('tries a refused lead once more only when some of its ids came from the cache', async () => {
    odoo.rejectCreates = 'Valor no válido';
    const fresh = await createOdooLead(config, lead());
    expect(fresh).toMatchObject({ ok: false, disposition: 'fail' });
    expect(odoo.callCount('crm.lead.load')).toBe(1);

    odoo.rejectCreates = undefined;
    await createOdooLead(config, lead()); // look-ups cached
    odoo.resetCalls();
    odoo.rejectCreates = 'Valor no válido';
    const cached = await createOdooLead(config, lead());
    expect(cached).toMatchObject({ ok: false, disposition: 'fail' });
    expect(odoo.callCount('crm.lead.load')).toBe(2);
  });

  describe('deleting a lead (Ley 21.719)', () => {
    it('unlinks every crm.lead of the lead, archived ones too, and nothing else', async () => {
      const input = lead();
      const created = await createOdooLead(config, input);
      if (!created.ok) throw new Error(created.reason);
      // One sent before external ids: found by the marker of its description.
      const archived = odoo.seed('crm.lead', {
        name: 'copia archivada',
        description: markerParagraph(input.leadId),
        active: false,
      });
      const others = [`${input.leadId}9`, input.leadId.toUpperCase(), 'otro'].map((id) =>
        odoo.seed('crm.lead', { name: 'otro', description: markerParagraph(id) }),
      );
      const result = await deleteOdooLeads(config, { leadId: input.leadId });
      expect(result).toEqual({
        ok: true,
        deleted: [created.value, archived].sort((a, b) => a - b),
      });
      expect(leadsOf(input.leadId)).toHaveLength(0);
      expect(odoo.records('ir.model.data')).not.toContainEqual(
        expect.objectContaining({ res_id: created.value }),
      );
      const left = odoo.records('crm.lead').map((row) => row.id);
      expect(others.every((id) => left.includes(id))).toBe(true);
      expect(await deleteOdooLeads(config, { leadId: input.leadId })).toEqual({
        ok: true,
        deleted: [],
      });
    });

    it('also unlinks the crm.lead of odooId, whatever its description says now', async () => {
      const input = lead();
      const edited = odoo.seed('crm.lead', {
        name: 'editada',
        description: '<p>sin referencia</p>',
      });
      const result = await deleteOdooLeads(config, { leadId: input.leadId, odooId: edited });
      expect(result).toEqual({ ok: true, deleted: [edited] });
      expect(odoo.records('crm.lead').some((row) => row.id === edited)).toBe(false);
      expect(await deleteOdooLeads(config, { leadId: input.leadId, odooId: edited })).toEqual({
        ok: true,
        deleted: [],
      });
    });

    it('finds the lead by its external id even after staff rewrote its description', async () => {
      const input = lead();
      const created = await createOdooLead(config, input);
      if (!created.ok) throw new Error(created.reason);
      await rewrite(odoo, created.value, '<p>Reescrita por ventas</p>');
      expect(await deleteOdooLeads(config, { leadId: input.leadId })).toEqual({
        ok: true,
        deleted: [created.value],
      });
    });

    it("does not delete a lead whose visitor typed another lead's marker", async () => {
      const victim = lead();
      const forged = `${leadMarker(victim.leadId)} <strong>Solicitud en el sitio web:</strong> ${leadMarker(victim.leadId)}`;
      const visitor = lead({ demoDescription: forged, country: leadMarker(victim.leadId) });
      const created = await createOdooLead(config, visitor);
      if (!created.ok) throw new Error(created.reason);
      expect(await deleteOdooLeads(config, { leadId: victim.leadId })).toEqual({
        ok: true,
        deleted: [],
      });
      expect(odoo.records('crm.lead').some((row) => row.id === created.value)).toBe(true);
    });

    it('holds a deletion Odoo refuses us, and retries one it did not answer', async () => {
      const input = lead();
      await createOdooLead(config, input);
      odoo.expiredKey = true;
      expect(await deleteOdooLeads(config, { leadId: input.leadId })).toMatchObject({
        ok: false,
        disposition: 'hold',
      });
      odoo.expiredKey = false;
      odoo.down = true;
      expect(await deleteOdooLeads(config, { leadId: input.leadId })).toMatchObject({
        ok: false,
        disposition: 'retry',
      });
      odoo.down = false;
      expect(leadsOf(input.leadId)).toHaveLength(1);
    });
  });

  describe('speed to lead', () => {
    it("gives a lead ODOO_TEAM's team and no salesperson; without it, Odoo's default team", async () => {
      const routed = await createOdooLead({ ...config, team: 'Sitio web' }, lead());
      if (!routed.ok) throw new Error(routed.reason);
      const row = odoo.records('crm.lead').find((record) => record.id === routed.value);
      expect(row).toMatchObject({ team_id: 2, user_id: false });
      const plain = await createOdooLead(config, lead());
      if (!plain.ok) throw new Error(plain.reason);
      const other = odoo.records('crm.lead').find((record) => record.id === plain.value);
      expect(other).toMatchObject({ team_id: false, user_id: false });
    });

    it('holds leads (no key check) while ODOO_TEAM names no team, and finds it once it exists', async () => {
      const team = `Equipo ${sequence}`;
      const settings = { ...config, team };
      const refused = await createOdooLead(settings, lead());
      expect(refused).toMatchObject({
        ok: false,
        disposition: 'hold',
        reason: expect.stringContaining(`"${team}"`),
      });
      expect(odoo.callCount('res.users.context_get')).toBe(0);
      const teamId = odoo.seed('crm.team', { name: team });
      const routed = await createOdooLead(settings, lead());
      if (!routed.ok) throw new Error(routed.reason);
      expect(odoo.records('crm.lead').find((row) => row.id === routed.value)?.team_id).toBe(teamId);
    });

    it('has Odoo send the acknowledgement template, found again by its Message-Id', async () => {
      const template = `Acuse ${sequence}`;
      const model = odoo.records('ir.model').find((row) => row.model === 'crm.lead');
      odoo.seed('mail.template', {
        name: template,
        model_id: model?.id,
        subject: 'Gracias {{ object.contact_name }}',
        email_to: '{{ object.email_from }}',
        auto_delete: false,
      });
      const created = await createOdooLead(config, lead());
      if (!created.ok) throw new Error(created.reason);
      const target = { odooId: created.value, messageId: `<ack.${sequence}@sitio>` };
      expect(await findOdooAcknowledgement(config, target)).toEqual({ ok: true, value: null });
      const sent = await sendOdooAcknowledgement(config, { ...target, template });
      if (!sent.ok) throw new Error(sent.reason);
      const mail = odoo.records('mail.mail').find((row) => row.id === sent.value);
      expect(mail).toMatchObject({ res_id: created.value, email_to: 'ana@empresa.cl' });
      expect(await findOdooAcknowledgement(config, target)).toEqual({
        ok: true,
        value: mail?.mail_message_id,
      });
      expect(odoo.callCount('mail.mail.search_read')).toBe(0);
    });

    it('calls send_mail only if beforeSend agrees; looks a deleted template up afresh', async () => {
      const template = `Acuse borrado ${sequence}`;
      const model = odoo.records('ir.model').find((row) => row.model === 'crm.lead');
      const values = { name: template, model_id: model?.id, email_to: '{{ object.email_from }}' };
      const first = odoo.seed('mail.template', values);
      const created = await createOdooLead(config, lead());
      if (!created.ok) throw new Error(created.reason);
      const ack = { odooId: created.value, messageId: `<b.${sequence}@sitio>`, template };
      const refused = () => Promise.resolve(false);
      expect(await sendOdooAcknowledgement(config, ack, refused)).toEqual({
        ok: true,
        value: null,
      });
      expect(odoo.callCount('mail.template.send_mail')).toBe(0);

      odoo.seed('mail.template', { name: `Otra plantilla ${sequence}` });
      odoo.remove('mail.template', first); // its id is in the cache
      const second = odoo.seed('mail.template', values);
      const sent = await sendOdooAcknowledgement(config, ack);
      if (!sent.ok) throw new Error(sent.reason);
      expect(odoo.callCount('mail.template.send_mail')).toBe(2);
      expect(odoo.records('mail.mail').find((row) => row.id === sent.value)).toBeDefined();
      expect(second).not.toBe(first);
    });

    it('holds an acknowledgement alone while its template is missing; fails one of a lead gone', async () => {
      const created = await createOdooLead(config, lead());
      if (!created.ok) throw new Error(created.reason);
      const target = { odooId: created.value, messageId: '<x@sitio>' };
      expect(
        await sendOdooAcknowledgement(config, { ...target, template: 'No existe' }),
      ).toMatchObject({
        ok: false,
        disposition: 'refused',
        reason: expect.stringContaining('"No existe"'),
      });
      const model = odoo.records('ir.model').find((row) => row.model === 'crm.lead');
      odoo.seed('mail.template', { name: `Otra ${sequence}`, model_id: model?.id });
      odoo.remove('crm.lead', created.value);
      expect(
        await sendOdooAcknowledgement(config, { ...target, template: `Otra ${sequence}` }),
      ).toMatchObject({ ok: false, disposition: 'fail' });
    });
  });
});

/** How a lead's own marker stands in its description (leadDescriptionHtml's last paragraph). */
const markerParagraph = (leadId: string) =>
  `<p><strong>Solicitud en el sitio web:</strong> ${leadMarker(leadId)}</p>`;

/** Archives a crm.lead with a JSON-2 `write`, as Odoo's own web client would. */
const archive = (odoo: OdooStandIn, id: number) => write(odoo, id, { active: false });

/** Replaces a crm.lead's description, as staff may in Odoo. */
const rewrite = (odoo: OdooStandIn, id: number, description: string) =>
  write(odoo, id, { description });

async function write(odoo: OdooStandIn, id: number, vals: Record<string, unknown>) {
  const response = await fetch(`${odoo.url()}/json/2/crm.lead/write`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `bearer ${odoo.apiKey}` },
    body: JSON.stringify({ ids: [id], vals }),
  });
  expect(response.status).toBe(200);
}
