import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_TEMPLATE_NAME, acknowledgementTemplate } from './acknowledgement';

const settings = {
  salesHours: 'lunes a viernes de 09:00 a 18:00',
  bookingUrl: 'https://calendly.com/andina-digital/reunion?a=1&b=2',
  privacyUrl: 'https://andinadigital.cl/privacidad',
};

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
      'Respondemos en horario hábil, lunes a viernes de 09:00 a 18:00 (hora de Chile), salvo feriados.',
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
