import { describe, expect, it } from 'vitest';
import type { OdooLeadInput } from './types';
import {
  acknowledgementMessageId,
  crmLeadImport,
  crmLeadValues,
  holdsLeadMarker,
  leadDescriptionHtml,
  leadMarker,
  odooLeadUrl,
  utmNames,
} from './values';

const input: OdooLeadInput = {
  leadId: 'AbC123xyz',
  fields: {
    name: 'Ana Pérez',
    email: 'ana@empresa.cl',
    company: 'Empresa SpA',
    jobTitle: 'Gerenta de TI',
    phone: '+56 9 1234 5678',
    demoDescription: 'Queremos ver CRM.\nY también inventario.',
    country: 'Chile',
    city: 'Santiago',
  },
  utm: { source: 'google', medium: 'cpc', campaign: 'odoo-2026' },
  page: '/blogs/odoo-crm',
  consent: { version: '2026-11-01', at: new Date('2026-11-26T17:03:00Z') },
};

const refs = { countryId: 46, tagId: 3, sourceId: 4, mediumId: 5, campaignId: 6 };

describe('crmLeadValues', () => {
  it("fills every field of the contract's table", () => {
    const values = crmLeadValues(input, refs);
    expect(values).toEqual({
      name: 'Solicitud de demo: Empresa SpA',
      contact_name: 'Ana Pérez',
      partner_name: 'Empresa SpA',
      email_from: 'ana@empresa.cl',
      phone: '+56 9 1234 5678',
      function: 'Gerenta de TI',
      city: 'Santiago',
      country_id: 46,
      type: 'lead',
      tag_ids: [[6, 0, [3]]],
      source_id: 4,
      medium_id: 5,
      campaign_id: 6,
      user_id: false,
      description: leadDescriptionHtml(input, { countryMapped: true }),
    });
  });

  it('never sends mobile (gone in Odoo 19), nor values left empty or unknown', () => {
    const values = crmLeadValues(
      { ...input, fields: { ...input.fields, phone: '', jobTitle: '  ' } },
      { tagId: 3, sourceId: 4, mediumId: 5 },
    );
    expect(Object.keys(values)).not.toContain('mobile');
    for (const key of ['phone', 'function', 'country_id', 'campaign_id']) {
      expect(values, key).not.toHaveProperty(key);
    }
    expect(JSON.stringify(values)).not.toContain('null');
  });

  it('writes the country as typed into the description when it has no res.country', () => {
    const unmapped = { ...input, fields: { ...input.fields, country: 'Narnia <b>' } };
    const values = crmLeadValues(unmapped, { tagId: 3, sourceId: 4, mediumId: 5 });
    expect(values.description).toContain('País (como lo escribió):</strong> Narnia &lt;b&gt;');
    expect(crmLeadValues(input, refs).description).not.toContain('País');
  });
});

describe('leadDescriptionHtml', () => {
  it('holds the description with its line breaks, the page, the consent and the id', () => {
    const html = leadDescriptionHtml(input, { countryMapped: true });
    expect(html).toBe(
      '<p><strong>Descripción de la demo:</strong> <br>Queremos ver CRM.<br>Y también inventario.</p>' +
        '<p><strong>Enviado desde:</strong> /blogs/odoo-crm</p>' +
        '<p><strong>Consentimiento:</strong> aceptó la política de privacidad versión 2026-11-01 ' +
        'el 26 de noviembre de 2026 a las 14:03 (hora de Chile; 2026-11-26T17:03:00.000Z)</p>' +
        '<p><strong>Solicitud en el sitio web:</strong> [lead-web:AbC123xyz]</p>',
    );
  });

  it('shows the consent time as Chile lives it, winter and summer alike', () => {
    const winter = leadDescriptionHtml(
      { ...input, consent: { version: 'v1', at: new Date('2026-07-01T12:00:00Z') } },
      { countryMapped: true },
    );
    expect(winter).toContain(
      '1 de julio de 2026 a las 08:00 (hora de Chile; 2026-07-01T12:00:00.000Z)',
    );
  });

  it('escapes every value a visitor typed', () => {
    const hostile = '<script>alert("x")</script> & \'y\'';
    const html = leadDescriptionHtml(
      {
        leadId: 'id1',
        fields: { ...input.fields, demoDescription: hostile, country: hostile },
        utm: { term: hostile, content: hostile },
        page: hostile,
        consent: { version: hostile, at: new Date('2026-01-01T00:00:00Z') },
      },
      { countryMapped: false },
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('"x"');
    expect(
      html.match(/&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt; &amp; &#39;y&#39;/g),
    ).toHaveLength(6);
  });

  it('says so when there is no description, and leaves out what the lead lacks', () => {
    const html = leadDescriptionHtml(
      { leadId: 'id2', fields: { ...input.fields, demoDescription: '  ' } },
      { countryMapped: true },
    );
    expect(html).toBe(
      '<p><strong>Descripción de la demo:</strong> (sin descripción)</p>' +
        '<p><strong>Solicitud en el sitio web:</strong> [lead-web:id2]</p>',
    );
  });
});

describe('leadMarker', () => {
  it('is one bracketed token per lead id, so one id never matches another', () => {
    expect(leadMarker('abc')).toBe('[lead-web:abc]');
    expect(leadMarker('abcd')).not.toContain(leadMarker('abc'));
  });
});

describe('holdsLeadMarker', () => {
  it("finds the lead's own marker, and never one a visitor typed", () => {
    const own = leadDescriptionHtml(input, { countryMapped: true });
    expect(holdsLeadMarker(own, input.leadId)).toBe(true);
    expect(holdsLeadMarker(own, 'AbC123xy')).toBe(false);
    // Every visitor value that reaches the description, spelling out another lead's marker,
    // even with the label and its markup.
    const forged = `<strong>Solicitud en el sitio web:</strong> ${leadMarker('otro')}`;
    const visitor: OdooLeadInput = {
      ...input,
      fields: { ...input.fields, demoDescription: forged, country: leadMarker('otro') },
      utm: {
        term: leadMarker('otro'),
        content: `Solicitud en el sitio web: ${leadMarker('otro')}`,
      },
    };
    const description = leadDescriptionHtml(visitor, { countryMapped: false });
    expect(description).toContain(leadMarker('otro')); // as text, shown to sales
    expect(holdsLeadMarker(description, 'otro')).toBe(false);
    expect(holdsLeadMarker(description, input.leadId)).toBe(true);
    // What Odoo's editor may make of the space after the label still counts.
    expect(
      holdsLeadMarker(
        '<p><strong>Solicitud en el sitio web:</strong>&nbsp;[lead-web:AbC123xyz]</p>',
        input.leadId,
      ),
    ).toBe(true);
  });
});

describe('crmLeadImport', () => {
  it("is one row of load's import: the external id, references by database id", () => {
    const { fields, row } = crmLeadImport(input, refs);
    const values = Object.fromEntries(fields.map((field, index) => [field, row[index]]));
    expect(values).toMatchObject({
      id: 'andina_web.lead_AbC123xyz',
      name: 'Solicitud de demo: Empresa SpA',
      email_from: 'ana@empresa.cl',
      type: 'lead',
      'country_id/.id': '46',
      'tag_ids/.id': '3',
      'source_id/.id': '4',
      'medium_id/.id': '5',
      'campaign_id/.id': '6',
    });
    expect(row.every((value) => typeof value === 'string')).toBe(true);
    expect(fields).toHaveLength(new Set(fields).size);
  });

  it("routes the lead to ODOO_TEAM's team with no salesperson: an empty cell is false", () => {
    const columns = (teamId?: number) => {
      const { fields, row } = crmLeadImport(input, { ...refs, teamId });
      return Object.fromEntries(fields.map((field, index) => [field, row[index]]));
    };
    expect(columns(12)).toMatchObject({ 'team_id/.id': '12', 'user_id/.id': '' });
    // No ODOO_TEAM: Odoo's default team, and still not the bot as salesperson.
    expect(columns()).not.toHaveProperty('team_id/.id');
    expect(columns()).toMatchObject({ 'user_id/.id': '' });
  });
});

describe('acknowledgementMessageId', () => {
  it("is the lead's own RFC 5322 Message-Id on the site's host", () => {
    expect(acknowledgementMessageId('AbC123xyz', 'andinadigital.cl')).toBe(
      '<andina_web.ack.AbC123xyz@andinadigital.cl>',
    );
  });
});

describe('utmNames', () => {
  it("takes the visit's values, or the site's defaults without a campaign", () => {
    expect(utmNames({ source: ' google ', medium: 'cpc', campaign: 'x' })).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'x',
    });
    expect(utmNames(undefined)).toEqual({ source: 'Sitio web', medium: 'Website' });
    expect(utmNames({ source: '', medium: '  ', campaign: '' })).toEqual({
      source: 'Sitio web',
      medium: 'Website',
    });
  });
});

describe('odooLeadUrl', () => {
  it('links to the lead in Odoo', () => {
    expect(odooLeadUrl('https://andina.odoo.com', 42)).toBe('https://andina.odoo.com/odoo/crm/42');
    expect(odooLeadUrl('https://andina.odoo.com/', 42)).toBe('https://andina.odoo.com/odoo/crm/42');
  });
});
