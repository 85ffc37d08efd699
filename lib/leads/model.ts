import type { LeadUtm } from './attribution';
import type { LeadContact } from './first-contact';
import type { MeetingStatus } from './meeting';
import type { LeadFields } from './schema';

/**
 * A lead's life after the form, as pure rules (docs/contracts.md, Leads into the CRM): the
 * destinations it goes to, where it stands at each one, and its overall state.
 */

/** Where leads go: Odoo's CRM, and the generic lead service of LEADS_UPSTREAM_URL. */
export const leadDestinations = ['odoo', 'upstream'] as const;
export type LeadDestination = (typeof leadDestinations)[number];

/** How staff name each destination. */
export const leadDestinationLabels: Record<LeadDestination, string> = {
  odoo: 'Odoo',
  upstream: 'Servicio de leads',
};

/** Where a lead stands at one destination: the outbox's states (lib/outbox). */
export const deliveryStatuses = ['pending', 'forwarding', 'held', 'forwarded', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * A lead's overall state: `stored` (no destination configured when it was stored: it goes out
 * once one is), the least advanced of its destinations (`held`, then `failed`, then `pending`,
 * then `forwarded`), or `blocked` (its address blocked on request: sent nowhere).
 */
export const leadStatuses = [
  'stored',
  'pending',
  'held',
  'failed',
  'forwarded',
  'blocked',
] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The states a person must act on, retried from the leads desk. */
export const retryableStatuses = ['held', 'failed'] as const satisfies readonly DeliveryStatus[];

/** Least advanced first: what the overall state shows when destinations differ. */
const precedence: readonly DeliveryStatus[] = ['held', 'failed', 'pending', 'forwarding'];

/** The overall state of a lead from its destinations' states (see LeadStatus). */
export function overallStatus(
  deliveries: Partial<Record<LeadDestination, { status?: unknown }>>,
  blocked = false,
): LeadStatus {
  if (blocked) return 'blocked';
  const states = Object.values(deliveries).map((delivery) => delivery?.status);
  if (states.length === 0) return 'stored';
  const least = precedence.find((status) => states.includes(status));
  if (least === 'forwarding') return 'pending';
  return least ?? 'forwarded';
}

/** The outbox fields a lead keeps per destination (`destinations.<name>` in Firestore). */
export interface StoredDelivery {
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt?: Date;
  claimToken?: string;
  lastError?: string;
  /** The destination's own id for the lead: the `crm.lead` id in Odoo. */
  upstreamId?: string;
  forwardedAt?: Date;
}

/** A stored lead's deliveries, one per destination it goes to (`destinations`). */
export function deliveriesOf<T = StoredDelivery>(
  document: Record<string, unknown>,
): Partial<Record<LeadDestination, T>> {
  return (document.destinations ?? {}) as Partial<Record<LeadDestination, T>>;
}

/** Whether a stored lead is blocked on request (Ley 21.719): sent nowhere, by any path. */
export const isBlockedLead = (document: Record<string, unknown>) => document.status === 'blocked';

/**
 * The top-level fields a lead derives from its destinations, written with every change: the
 * overall `status` (kept `blocked` while blocked), the lead service's `upstreamId` and
 * `forwardedAt`, which keep meaning that destination, as before there were several, and, for a
 * lead with an Odoo destination, `awaitingContact`: created in Odoo, not blocked, and not yet
 * `done` for the first-contact poll (lib/leads/first-contact.ts), which queries it.
 */
export function derivedLeadFields(document: Record<string, unknown>): Record<string, unknown> {
  const deliveries = deliveriesOf<Partial<StoredDelivery>>(document);
  const upstream = deliveries.upstream;
  const odoo = deliveries.odoo;
  const contact = document.contact as { done?: unknown } | undefined;
  return {
    status: overallStatus(deliveries, isBlockedLead(document)),
    ...(odoo && {
      awaitingContact:
        odoo.status === 'forwarded' && !isBlockedLead(document) && contact?.done !== true,
    }),
    ...(upstream?.upstreamId !== undefined && { upstreamId: upstream.upstreamId }),
    ...(upstream?.forwardedAt !== undefined && { forwardedAt: upstream.forwardedAt }),
  };
}

/** What a visit tells about itself beside the form: the `utm_*` values it landed with, the page. */
export interface LeadAttribution {
  utm?: LeadUtm;
  page?: string;
}

/** Where a lead stands at one destination, as staff see it (docs/contracts.md, Leads desk). */
export interface Delivery {
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  upstreamId?: string;
  forwardedAt?: string;
  nextAttemptAt?: string;
}

/**
 * Odoo's acknowledgement of a lead, as the desk shows it: still to go, sent, or none because
 * another lead of the address was acknowledged within 24 hours (`recent-address`).
 */
export type LeadAcknowledgement = 'pending' | 'sent' | 'recent-address';

/** A lead as staff see it (GET /api/leads), dates in ISO 8601. */
export interface Lead extends LeadFields, LeadAttribution {
  id: string;
  status: LeadStatus;
  createdAt: string;
  consent?: { version: string; at: string };
  destinations: Partial<Record<LeadDestination, Delivery>>;
  /** Its first contact by sales: every lead created in Odoo has one. */
  contact?: LeadContact;
  /** Its meeting booked through Calendly: when, and whether it stands (the links: privacy staff). */
  meeting?: LeadMeeting;
  /** `agenda` for a lead made from a booking (no form). */
  source?: string;
  /** Odoo's acknowledgement to the prospect, once one is due. */
  acknowledgement?: LeadAcknowledgement;
  /** The lead service's (LEADS_UPSTREAM_URL) id and date, as before there were several. */
  upstreamId?: string;
  forwardedAt?: string;
  expiresAt?: string;
}

/** A lead's meeting as staff see it (docs/contracts.md, Bookings reach the lead). */
export interface LeadMeeting {
  at: string;
  status: MeetingStatus;
  eventUri?: string;
  inviteeUri?: string;
  rescheduleUrl?: string;
  cancelUrl?: string;
}
