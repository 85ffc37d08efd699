import { describe, expect, it } from 'vitest';
import { salesNoticeText } from './sales-text';

const site = 'https://andinadigital.cl';
const marked = (value: string) => `«${value}»`;

describe('salesNoticeText', () => {
  it('names the company, country and page of a new lead, never the email or phone', () => {
    const text = salesNoticeText(
      {
        event: 'lead.new',
        leadId: 'L1',
        company: 'Distribuidora Austral',
        country: 'Chile',
        page: '/blogs/abc',
      },
      site,
      marked,
    );
    expect(text).toBe(
      'Nueva solicitud de demo: «Distribuidora Austral» («Chile») desde «/blogs/abc». https://andinadigital.cl/soporte/leads',
    );
  });

  it('passes what a visitor typed through the chat escaping', () => {
    const text = salesNoticeText(
      { event: 'lead.new', leadId: 'L1', company: '<!channel>', country: 'Perú', page: null },
      site,
      (value) => value.replaceAll('<', '‹'),
    );
    expect(text).toContain('‹!channel>');
    expect(text).not.toContain('desde');
  });

  it('says why a destination is held, and when it accepts again', () => {
    expect(
      salesNoticeText(
        {
          event: 'delivery.held',
          destination: 'odoo',
          reason: 'Odoo respondió 401: Invalid apikey',
        },
        site,
        marked,
      ),
    ).toMatch(/^Odoo está rechazando los leads: «Odoo respondió 401: Invalid apikey»\./);
    expect(
      salesNoticeText({ event: 'delivery.resumed', destination: 'upstream' }, site, marked),
    ).toMatch(/^Servicio de leads vuelve a aceptar los leads/);
  });

  it('announces a lead waiting for its first contact with its Odoo link, never the email', () => {
    const text = salesNoticeText(
      {
        event: 'lead.waiting',
        leadId: 'L1',
        company: 'Distribuidora Austral',
        businessMinutes: 61,
        odooUrl: 'https://andina.odoo.com/odoo/crm/41',
      },
      site,
      marked,
    );
    expect(text).toBe(
      'Lead sin contacto: «Distribuidora Austral» espera hace 61 min hábiles desde que llegó a Odoo. https://andina.odoo.com/odoo/crm/41',
    );
  });
});
