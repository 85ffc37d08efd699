import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENT_TEMPLATE_NAME,
  acknowledgementTemplate,
  salesHoursInWords,
} from './acknowledgement';

const settings = {
  salesHours: 'de lunes a viernes de 09:00 a 18:00',
  bookingUrl: 'https://calendly.com/andina-digital/reunion?a=1&b=2',
  privacyUrl: 'https://andinadigital.cl/privacidad',
};

describe('salesHoursInWords', () => {
  it('says SALES_HOURS in Spanish: day ranges, single days, several parts', () => {
    expect(salesHoursInWords('lun-vie 09:00-18:00')).toBe('de lunes a viernes de 09:00 a 18:00');
    expect(salesHoursInWords('lun-vie 09:00-13:00; lun-jue 14:00-18:00; sab 10:00-13:00')).toBe(
      'de lunes a viernes de 09:00 a 13:00, de lunes a jueves de 14:00 a 18:00 y los sábados de 10:00 a 13:00',
    );
    expect(salesHoursInWords('mie 08:30-24:00')).toBe('los miércoles de 08:30 a 24:00');
  });

  it('names a part it cannot read', () => {
    expect(() => salesHoursInWords('lunes 9-18')).toThrow(
      'SALES_HOURS: no se entiende "lunes 9-18"',
    );
    expect(() => salesHoursInWords('lun-xyz 09:00-18:00')).toThrow('lun-xyz');
    expect(() => salesHoursInWords(' ; ')).toThrow('SALES_HOURS está vacío');
  });
});

describe('acknowledgementTemplate', () => {
  const { subject, bodyHtml } = acknowledgementTemplate(settings);
  const text = bodyHtml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('thanks the prospect by name and company (QWeb, escaped by Odoo), addressing them as tú', () => {
    expect(ACKNOWLEDGEMENT_TEMPLATE_NAME).toBe('Acuse de solicitud de demo (sitio web)');
    expect(subject).toBe('Recibimos tu solicitud de demo · Andina Digital');
    expect(bodyHtml).toContain(`Hola <t t-out="object.contact_name or ''"/>:`);
    expect(bodyHtml).toContain(`<t t-out="object.partner_name or 'tu empresa'"/>`);
    expect(text).toContain('Gracias por pedirnos una demo');
    expect(text).not.toMatch(/\busted\b/i);
  });

  it('says what happens next and when, in business hours', () => {
    expect(text).toContain('¿Qué sigue?');
    expect(text).toContain(
      'Respondemos en horario hábil, de lunes a viernes de 09:00 a 18:00 (hora de Chile), salvo feriados.',
    );
  });

  it('links the booking page and the privacy notice, their URLs escaped', () => {
    expect(bodyHtml).toContain(
      '<a href="https://calendly.com/andina-digital/reunion?a=1&amp;b=2">',
    );
    expect(bodyHtml).toContain('<a href="https://andinadigital.cl/privacidad">');
    expect(text).toContain('agenda una reunión ahora');
    expect(text).toContain('política de privacidad');
  });
});
