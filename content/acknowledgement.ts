import { escapeHtml } from '@/lib/format';
import { company } from './company';

/**
 * The acknowledgement Odoo sends a prospect once their demo request is a lead there
 * (docs/contracts.md, Speed to lead): a `mail.template` on `crm.lead` that `npm run odoo:setup`
 * creates when it is missing. Odoo renders it: `{{ … }}` in the subject and addresses, QWeb
 * (`<t t-out="…"/>`, escaped by Odoo) in the body. Spanish (es-CL), addressing the prospect as
 * `tú`, as the site does.
 */

/** The name the template is created under, which ODOO_ACK_TEMPLATE names in production. */
export const ACKNOWLEDGEMENT_TEMPLATE_NAME = 'Acuse de solicitud de demo (sitio web)';

/**
 * The context key Odoo renders the greeting from (`ctx` in the template): the site decides it
 * per lead (`acknowledgementGreeting`) and sends it with `send_mail`.
 */
export const GREETING_CONTEXT_KEY = 'andina_greeting';

/** A name fit to greet by: at most 40 letters, spaces, apostrophes or hyphens. */
const GREETABLE_NAME = /^[\p{L}\p{M} '’-]{1,40}$/u;

/**
 * The acknowledgement's first line: `Hola <name>:` when the visitor's name (the crm.lead's
 * `contact_name`) is at most 40 letters, spaces, apostrophes or hyphens, else `Hola:`. The mail
 * goes to an address anyone may type, from the company's own server: no other text of the
 * visitor's rides in it (no link, no digits, no long sentence).
 */
export function acknowledgementGreeting(contactName: string | undefined): string {
  const name = (contactName ?? '').trim().replace(/\s+/g, ' ');
  if (!/\p{L}/u.test(name) || !GREETABLE_NAME.test(name)) return 'Hola:';
  return `Hola ${name}:`;
}

/** What the acknowledgement says that depends on the site's settings. */
export interface AcknowledgementSettings {
  /** SALES_HOURS in words (`describeSalesHours`, lib/sales-hours). */
  salesHours: string;
  /** NEXT_PUBLIC_BOOKING_URL: where the prospect books a meeting at once. */
  bookingUrl: string;
  /** The site's privacy notice (`<NEXT_PUBLIC_SITE_URL>/privacidad`). */
  privacyUrl: string;
}

/** The template's subject and body (QWeb), as `mail.template` stores them. */
export function acknowledgementTemplate(settings: AcknowledgementSettings): {
  subject: string;
  bodyHtml: string;
} {
  const booking = escapeHtml(settings.bookingUrl);
  const privacy = escapeHtml(settings.privacyUrl);
  const paragraph = (html: string) => `<p style="margin: 0 0 16px 0;">${html}</p>`;
  return {
    subject: `Recibimos tu solicitud de demo · ${company.name}`,
    bodyHtml: [
      '<div style="margin: 0; padding: 0; font-size: 14px;">',
      paragraph(`<t t-out="ctx.get('${GREETING_CONTEXT_KEY}') or 'Hola:'"/>`),
      paragraph(
        'Gracias por pedirnos una demo. Recibimos tu solicitud y ya la tiene nuestro equipo de ' +
          'ventas.',
      ),
      paragraph(
        '<strong>¿Qué sigue?</strong> Una persona del equipo revisará lo que nos contaste y te ' +
          'escribirá o llamará para preparar la demo contigo. Respondemos en horario hábil, ' +
          `${escapeHtml(settings.salesHours)} (hora de Chile), salvo feriados.`,
      ),
      paragraph(
        'Si prefieres no esperar, agenda una reunión ahora: ' +
          `<a href="${booking}">${booking}</a>.`,
      ),
      paragraph(
        'Tratamos tus datos como explica nuestra política de privacidad: ' +
          `<a href="${privacy}">${privacy}</a>.`,
      ),
      paragraph(`Saludos,<br/>Equipo de ventas de ${escapeHtml(company.name)}`),
      '</div>',
    ].join('\n'),
  };
}
