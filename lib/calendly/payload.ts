import * as z from '@/lib/zod';

/**
 * Calendly's webhook v2 deliveries (docs/contracts.md, Bookings reach the lead): only
 * `invitee.created` and `invitee.canceled` matter; the fields read from each, checked.
 */

/** The events that reach a lead; any other is answered 200 and ignored. */
const bookingEvents = ['invitee.created', 'invitee.canceled'] as const;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => value?.trim() || undefined);
const httpsUrl = z.url({ protocol: /^https?$/ }).max(500);

const payloadSchema = z.object({
  email: z.email().max(254),
  name: text(100),
  uri: httpsUrl,
  event: httpsUrl,
  created_at: z.iso.datetime({ offset: true }).optional(),
  scheduled_event: z.object({ start_time: z.iso.datetime({ offset: true }) }),
  questions_and_answers: z
    .array(z.object({ question: z.string().max(500), answer: z.string().max(2000).nullish() }))
    .max(20)
    .nullish(),
  tracking: z
    .object({
      utm_source: optionalText(100),
      utm_medium: optionalText(100),
      utm_campaign: optionalText(100),
      utm_content: optionalText(100),
      utm_term: optionalText(100),
    })
    .nullish(),
  cancel_url: httpsUrl,
  reschedule_url: httpsUrl,
});

const deliverySchema = z.object({
  event: z.string().max(100),
  created_at: z.iso.datetime({ offset: true }),
  payload: z.unknown(),
});

/** A booking or its cancellation, as the lead keeps it. */
export interface Booking {
  kind: 'created' | 'canceled';
  email: string;
  name: string;
  /** The invitee's URI: one booking of one person, the key of its state. */
  inviteeUri: string;
  eventUri: string;
  /** The meeting's start. */
  at: Date;
  /** When the invitee booked (Calendly's `created_at` of the invitee, else the delivery's). */
  bookedAt: Date;
  rescheduleUrl: string;
  cancelUrl: string;
  answers: { question: string; answer: string }[];
  utm?: Record<string, string>;
}

/**
 * What a delivery says: `ignored` for events other than bookings, the booking otherwise; null
 * for a body that is not a Calendly delivery (malformed: 400).
 */
export function parseBookingDelivery(body: unknown): Booking | 'ignored' | null {
  const delivery = deliverySchema.safeParse(body);
  if (!delivery.success) return null;
  const { event, created_at: deliveredAt } = delivery.data;
  if (!(bookingEvents as readonly string[]).includes(event)) return 'ignored';
  const parsed = payloadSchema.safeParse(delivery.data.payload);
  if (!parsed.success) return null;
  const payload = parsed.data;
  const tracking: Partial<Record<string, string>> = payload.tracking ?? {};
  const utm = Object.fromEntries(
    (['source', 'medium', 'campaign', 'content', 'term'] as const).flatMap((key) => {
      const value = tracking[`utm_${key}`];
      return value ? [[key, value]] : [];
    }),
  );
  return {
    kind: event === 'invitee.created' ? 'created' : 'canceled',
    email: payload.email,
    name: payload.name,
    inviteeUri: payload.uri,
    eventUri: payload.event,
    at: new Date(payload.scheduled_event.start_time),
    bookedAt: new Date(payload.created_at ?? deliveredAt),
    rescheduleUrl: payload.reschedule_url,
    cancelUrl: payload.cancel_url,
    answers: (payload.questions_and_answers ?? []).flatMap(({ question, answer }) =>
      answer?.trim() ? [{ question: question.trim(), answer: answer.trim() }] : [],
    ),
    ...(Object.keys(utm).length > 0 && { utm }),
  };
}
