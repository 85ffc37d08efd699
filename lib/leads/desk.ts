import * as z from '@/lib/zod';
import { leadStatuses, type Lead } from './model';

/** The leads desk's answers (docs/contracts.md, Leads desk). */
export const leadDeskMessages = {
  unknownStatus: `Estado desconocido: usa ${leadStatuses.join(', ')}`,
  notFound: 'No encontramos ese lead',
  nothingToRetry: 'Este lead no tiene envíos retenidos ni fallidos',
  unknownContact: 'Filtro de contacto desconocido: usa late',
  unknownMeeting: 'Filtro de reunión desconocido: usa booked',
} as const;

/** `?contact=` of GET /api/leads: `late`, the leads still waiting past SALES_FIRST_CONTACT_MINUTES. */
export const contactFilters = ['late'] as const;
export type ContactFilter = (typeof contactFilters)[number];

/** `?meeting=` of GET /api/leads: `booked`, the leads whose meeting stands (Calendly). */
export const meetingFilters = ['booked'] as const;
export type MeetingFilter = (typeof meetingFilters)[number];

/**
 * `?status=&cursor=&limit=` of GET /api/leads: 50 a page unless told, at most 100. `listLeads`
 * refuses a cursor that can be no lead's id (400).
 */
export const leadListQuery = z.object({
  status: z.enum(leadStatuses, { error: leadDeskMessages.unknownStatus }).optional(),
  contact: z.enum(contactFilters, { error: leadDeskMessages.unknownContact }).optional(),
  meeting: z.enum(meetingFilters, { error: leadDeskMessages.unknownMeeting }).optional(),
  cursor: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(100).catch(50).default(50),
});

/** The query's values, blank ones as absent. */
export const searchValues = (url: string) =>
  Object.fromEntries([...new URL(url).searchParams].filter(([, value]) => value !== ''));

/**
 * What every staff member sees of a lead: when, who and from which company, country and page,
 * where it stands at each destination (attempts, errors, the Odoo id), and its first contact
 * (not personal data).
 */
export type StaffLead = Pick<
  Lead,
  | 'id'
  | 'status'
  | 'createdAt'
  | 'name'
  | 'company'
  | 'country'
  | 'page'
  | 'destinations'
  | 'contact'
  | 'source'
  | 'acknowledgement'
> & { meeting?: Pick<NonNullable<Lead['meeting']>, 'at' | 'status'> };

/** A blocked lead as staff without the privacy role see it: its state only. */
export interface WithheldLead {
  id: string;
  status: 'blocked';
}

/** A lead on the desk: all of it for privacy staff, less for other staff. */
export type DeskLead = Lead | StaffLead | WithheldLead;

/** Whether the desk got the lead's contact details (privacy staff only). */
export const hasContactDetails = (lead: DeskLead): lead is Lead => 'email' in lead;

/** Whether the desk got only the state of a blocked lead. */
export const isWithheld = (lead: DeskLead): lead is WithheldLead => !('createdAt' in lead);

/** What stands for a masked address or phone number in an error text. */
const maskedLabels = { email: '[email oculto]', phone: '[teléfono oculto]' } as const;

const EMAIL_IN_TEXT = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+/gu;
/** A phone number: an optional +, then 8 to 15 digits in groups of spaces, dots, dashes, parentheses. */
const PHONE_IN_TEXT = /\+?\(?\d(?:[\s.()-]{0,2}\d){7,14}(?!\d)/gu;

/**
 * An error text (Odoo's, a lead service's) as staff without the privacy role may read it:
 * addresses and phone numbers masked, since Odoo repeats a refused value (e.g. a ValidationError
 * quoting `email_from`). Privacy staff read it whole.
 */
export function maskContactDetails(text: string): string {
  return text.replace(EMAIL_IN_TEXT, maskedLabels.email).replace(PHONE_IN_TEXT, maskedLabels.phone);
}

/** A lead's deliveries with their error texts masked (`maskContactDetails`). */
const maskedDeliveries = (destinations: Lead['destinations']): Lead['destinations'] =>
  Object.fromEntries(
    Object.entries(destinations).map(([name, delivery]) => [
      name,
      delivery.lastError === undefined
        ? delivery
        : { ...delivery, lastError: maskContactDetails(delivery.lastError) },
    ]),
  );

/**
 * A lead as the desk may show it to a staff member (least privilege, on the server): privacy
 * staff get every field; other staff never get the email, phone, job title, city, demo text,
 * UTM values or consent, and of a blocked lead only its state; its error texts come with
 * addresses and phone numbers masked. Fields are picked, never
 * removed: a field added to `Lead` later stays out until it is listed here.
 */
export function deskLead(lead: Lead, { privacy }: { privacy: boolean }): DeskLead {
  if (privacy) return lead;
  if (lead.status === 'blocked') return { id: lead.id, status: 'blocked' };
  const { id, status, createdAt, name, company, country, page, destinations, contact } = lead;
  const { meeting, source, acknowledgement } = lead;
  return {
    id,
    status,
    createdAt,
    name,
    company,
    country,
    ...(page !== undefined && { page }),
    destinations: maskedDeliveries(destinations),
    ...(contact !== undefined && { contact }),
    // When, and whether it stands: its links (to change or cancel it) are the person's.
    ...(meeting !== undefined && { meeting: { at: meeting.at, status: meeting.status } }),
    ...(source !== undefined && { source }),
    ...(acknowledgement !== undefined && { acknowledgement }),
  };
}
