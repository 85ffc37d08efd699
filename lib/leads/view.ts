import 'server-only';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { storedMeeting } from './bookings';
import { contactOf } from './contact-poll';
import {
  deliveriesOf,
  leadDestinations,
  type Delivery,
  type DeliveryStatus,
  type Lead,
  type LeadAcknowledgement,
  type LeadStatus,
  type StoredDelivery,
} from './model';
import { requestOf } from './schema';

const isoDate = (value: unknown) =>
  value && typeof value === 'object' && 'toDate' in value
    ? (value as Timestamp).toDate().toISOString()
    : undefined;

const deliveryView = (delivery: Partial<Record<keyof StoredDelivery, unknown>>): Delivery => ({
  status: delivery.status as DeliveryStatus,
  attempts: Number(delivery.attempts ?? 0),
  ...(typeof delivery.lastError === 'string' && { lastError: delivery.lastError }),
  ...(delivery.upstreamId !== undefined && { upstreamId: String(delivery.upstreamId) }),
  ...(isoDate(delivery.forwardedAt) && { forwardedAt: isoDate(delivery.forwardedAt) }),
  ...(isoDate(delivery.nextAttemptAt) && { nextAttemptAt: isoDate(delivery.nextAttemptAt) }),
});

/** The acknowledgement's state for the desk (lib/leads/acknowledgement.ts). */
function acknowledgementView(value: unknown): LeadAcknowledgement | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const ack = value as { status?: unknown; notSent?: unknown };
  if (ack.notSent === 'recent-address') return 'recent-address';
  return ack.status === 'forwarded' ? 'sent' : 'pending';
}

/** A stored lead as staff see it. */
export function leadView(id: string, data: DocumentData): Lead {
  const deliveries = deliveriesOf<Record<string, unknown>>(data);
  const consent = data.consent as { version: string; at: Timestamp } | undefined;
  const upstream = deliveries.upstream;
  const contact = contactOf(data);
  const meeting = storedMeeting(data);
  const acknowledgement = acknowledgementView(data.acknowledgement);
  return {
    id,
    ...requestOf(data),
    ...(data.utm && { utm: data.utm as Lead['utm'] }),
    ...(typeof data.page === 'string' && { page: data.page }),
    status: data.status as LeadStatus,
    createdAt: (data.createdAt as Timestamp).toDate().toISOString(),
    ...(consent && {
      consent: { version: consent.version, at: consent.at.toDate().toISOString() },
    }),
    destinations: Object.fromEntries(
      leadDestinations.flatMap((name) => {
        const delivery = deliveries[name];
        return delivery ? [[name, deliveryView(delivery)]] : [];
      }),
    ),
    ...(upstream?.upstreamId !== undefined && { upstreamId: String(upstream.upstreamId) }),
    ...(isoDate(upstream?.forwardedAt) && { forwardedAt: isoDate(upstream?.forwardedAt) }),
    ...(isoDate(data.expiresAt) && { expiresAt: isoDate(data.expiresAt) }),
    ...(contact && { contact }),
    ...(meeting && {
      meeting: {
        at: meeting.at.toISOString(),
        status: meeting.status,
        eventUri: meeting.eventUri,
        inviteeUri: meeting.inviteeUri,
        rescheduleUrl: meeting.rescheduleUrl,
        cancelUrl: meeting.cancelUrl,
      },
    }),
    ...(typeof data.source === 'string' && { source: data.source }),
    ...(acknowledgement && { acknowledgement }),
  };
}
