import type { LeadDestination } from './model';
import { leadDestinationLabels } from './model';

/** A chat notice to the sales channel (docs/contracts.md, Leads into the CRM: Odoo). */
export type SalesNotice =
  | { event: 'lead.new'; leadId: string; company: string; country: string; page: string | null }
  | { event: 'delivery.held'; destination: LeadDestination; reason: string }
  | { event: 'delivery.resumed'; destination: LeadDestination }
  | {
      event: 'lead.waiting';
      leadId: string;
      company: string;
      businessMinutes: number;
      /** The lead in Odoo (`<ODOO_URL>/odoo/crm/<id>`), where sales contact it. */
      odooUrl: string;
    };

/**
 * The Spanish text of a sales notice; `safe` makes what a visitor typed (the company, the
 * country) plain text in the chat's markup. Never the email or the phone: a chat is not where
 * personal data should spread; the leads desk has the rest.
 */
export function salesNoticeText(
  notice: SalesNotice,
  siteUrl: string,
  safe: (value: string) => string,
): string {
  const desk = new URL('/soporte/leads', siteUrl).href;
  const destination = (name: LeadDestination) => leadDestinationLabels[name];
  switch (notice.event) {
    case 'lead.new': {
      const from = notice.page ? ` desde ${safe(notice.page)}` : '';
      return `Nueva solicitud de demo: ${safe(notice.company)} (${safe(notice.country)})${from}. ${desk}`;
    }
    case 'delivery.held':
      return (
        `${destination(notice.destination)} está rechazando los leads: ${safe(notice.reason)}. ` +
        `Quedan retenidos y se reintentan cada 15 minutos; nada se pierde. ${desk}`
      );
    case 'delivery.resumed':
      return `${destination(notice.destination)} vuelve a aceptar los leads; los retenidos se envían ahora. ${desk}`;
    case 'lead.waiting':
      return (
        `Lead sin contacto: ${safe(notice.company)} espera hace ${notice.businessMinutes} ` +
        `min hábiles desde que llegó a Odoo. ${notice.odooUrl}`
      );
  }
}
