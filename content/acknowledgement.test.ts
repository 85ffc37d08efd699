import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENT_TEMPLATE_NAME,
  acknowledgementGreeting,
  acknowledgementTemplate,
} from './acknowledgement';

const settings = {
  salesHours: 'lunes a viernes de 09:00 a 18:00',
  bookingUrl: 'https://calendly.com/andina-digital/reunion?a=1&b=2',
  privacyUrl: 'https://andinadigital.cl/privacidad',
};

describe('acknowledgementTemplate', () => {
  const { subject, bodyHtml } = acknowledgementTemplate(settings);
  const text = bodyHtml.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('greets with the greeting the site sends (QWeb, escaped by Odoo), never the company', () => {
    expect(ACKNOWLEDGEMENT_TEMPLATE_NAME).toBe('Acuse de solicitud de demo (sitio web)');
    expect(subject).toBe('Recibimos tu solicitud de demo · Andina Digital');
    expect(bodyHtml).toContain(`<t t-out="ctx.get('andina_greeting') or 'Hola:'"/>`);
    expect(bodyHtml).not.toContain('partner_name');
    expect(bodyHtml).not.toContain('contact_name');
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

describe('acknowledgementGreeting', () => {
  it('greets by a name of at most 40 letters, spaces, apostrophes or hyphens', () => {
    expect(acknowledgementGreeting('Ana')).toBe('Hola Ana:');
    expect(acknowledgementGreeting('  José  Núñez-O’Higgins ')).toBe('Hola José Núñez-O’Higgins:');
    expect(acknowledgementGreeting("D'Arcy")).toBe("Hola D'Arcy:");
    expect(acknowledgementGreeting('a'.repeat(40))).toBe(`Hola ${'a'.repeat(40)}:`);
  });

  it('says only "Hola:" for anything else', () => {
    for (const name of [
      undefined,
      '',
      '   ',
      "-- '",
      'a'.repeat(41),
      'Gana dinero en http://estafa.example',
      'Ana, visita estafa.cl',
      'Llama al 600 600 600',
      'Ana <b>',
      'Ana: paga aquí',
    ])
      expect(acknowledgementGreeting(name)).toBe('Hola:');
  });
});
