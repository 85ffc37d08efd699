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

const dayNames: Record<string, string> = {
  lun: 'lunes',
  mar: 'martes',
  mie: 'miércoles',
  jue: 'jueves',
  vie: 'viernes',
  sab: 'sábado',
  dom: 'domingo',
};

/**
 * SALES_HOURS (`lun-vie 09:00-18:00`; `;`-separated parts, each a day or day range and
 * `HH:MM-HH:MM`) in words for people: `de lunes a viernes de 09:00 a 18:00`. Only the wording:
 * which minutes are business time is computed where the setting is parsed for that (holidays
 * included). A part it cannot read is an error naming it, so the operator fixes the setting.
 */
export function salesHoursInWords(setting: string): string {
  const parts = setting
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([a-z]{3})(?:-([a-z]{3}))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(part);
      const from = match && dayNames[match[1] ?? ''];
      const to = match?.[2] === undefined ? undefined : dayNames[match[2]];
      if (!match || !from || (match[2] !== undefined && !to)) {
        throw new Error(`SALES_HOURS: no se entiende "${part}" (ejemplo: lun-vie 09:00-18:00)`);
      }
      // `los lunes`, `los sábados`: a weekday's plural is itself, the weekend's takes an s.
      const days = to ? `de ${from} a ${to}` : `los ${from.endsWith('s') ? from : `${from}s`}`;
      return `${days} de ${match[3]} a ${match[4]}`;
    });
  if (parts.length === 0) throw new Error('SALES_HOURS está vacío (ejemplo: lun-vie 09:00-18:00)');
  return parts.length === 1
    ? (parts[0] as string)
    : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1) as string}`;
}

/** What the acknowledgement says that depends on the site's settings. */
export interface AcknowledgementSettings {
  /** SALES_HOURS in words (salesHoursInWords). */
  salesHours: string;
  /** NEXT_PUBLIC_BOOKING_URL: where the prospect books a meeting at once. */
  bookingUrl: string;
  /** The site's privacy notice (`<NEXT_PUBLIC_SITE_URL>/privacidad`). */
  privacyUrl: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

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
      paragraph(`Hola <t t-out="object.contact_name or ''"/>:`),
      paragraph(
        `Gracias por pedirnos una demo para <t t-out="object.partner_name or 'tu empresa'"/>. ` +
          'Recibimos tu solicitud y ya la tiene nuestro equipo de ventas.',
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
