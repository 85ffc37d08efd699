import { createHmac } from 'node:crypto';

/**
 * Calendly's webhook deliveries as Calendly sends them (integration and e2e tests): the v2 body
 * of `invitee.created` / `invitee.canceled`, and `Calendly-Webhook-Signature: t=<unix
 * seconds>,v1=<hex HMAC-SHA256(signing key, "<t>.<raw body>")>`.
 */

export const calendlySigningKey = 'calendly-signing-key-0123456789abcdef';

/** The header Calendly signs `body` with at `t` (unix seconds). */
function calendlySignature(
  body: string,
  t = Math.floor(Date.now() / 1000),
  key = calendlySigningKey,
) {
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${body}`).digest('hex')}`;
}

export interface InviteeOptions {
  email: string;
  name?: string;
  /** The invitee's id: one booking of one person. */
  invitee: string;
  start?: string;
  bookedAt?: string;
  answers?: { question: string; answer: string }[];
  utm?: Record<string, string | null>;
}

/** The body of a delivery of `event` about one invitee. */
export function inviteeDelivery(
  event: 'invitee.created' | 'invitee.canceled' | 'routing_form_submission.created',
  options: InviteeOptions,
) {
  const invitee = `https://api.calendly.com/scheduled_events/EV-${options.invitee}/invitees/${options.invitee}`;
  return {
    event,
    created_at: new Date().toISOString(),
    created_by: 'https://api.calendly.com/users/AAAA',
    payload: {
      email: options.email,
      name: options.name ?? 'Camila Rojas',
      uri: invitee,
      event: `https://api.calendly.com/scheduled_events/EV-${options.invitee}`,
      created_at: options.bookedAt ?? new Date().toISOString(),
      status: event === 'invitee.canceled' ? 'canceled' : 'active',
      scheduled_event: {
        start_time: options.start ?? '2026-12-02T13:30:00.000000Z',
        end_time: '2026-12-02T14:00:00.000000Z',
        name: 'Reunión con Andina Digital',
      },
      questions_and_answers: options.answers ?? [
        { question: 'Empresa', answer: 'Distribuidora Austral', position: 0 },
        { question: '¿Qué te gustaría ver?', answer: 'El módulo de inventario', position: 1 },
      ],
      tracking: {
        utm_source: 'linkedin',
        utm_medium: 'social',
        utm_campaign: 'demo-dic',
        utm_content: null,
        utm_term: null,
        ...options.utm,
      },
      cancel_url: `https://calendly.com/cancellations/${options.invitee}`,
      reschedule_url: `https://calendly.com/reschedulings/${options.invitee}`,
      ...(event === 'invitee.canceled' && {
        cancellation: { canceled_by: 'Camila Rojas', reason: '', canceler_type: 'invitee' },
      }),
    },
  };
}

/** A signed request to the booking route. */
export function calendlyRequest(
  body: unknown,
  {
    url = 'http://localhost:3000/api/bookings/calendly',
    headers = {} as Record<string, string>,
    t,
  }: {
    url?: string;
    headers?: Record<string, string>;
    t?: number;
  } = {},
) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'calendly-webhook-signature': calendlySignature(text, t),
      ...headers,
    },
    body: text,
  });
}

/** A delivery as Playwright posts it: the exact text Calendly signed with `key`, and its headers. */
export function signedDelivery(body: unknown, key: string) {
  const data = JSON.stringify(body);
  return {
    data,
    headers: {
      'content-type': 'application/json',
      'calendly-webhook-signature': calendlySignature(data, undefined, key),
    },
  };
}
