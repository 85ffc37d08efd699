import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { jsonError, readText } from '@/lib/http';
import { log } from '@/lib/log';
import { parseBookingDelivery, type Booking } from './payload';
import { isCalendlySigned } from './signature';

/** Calendly's deliveries are a few KiB; anything larger is not Calendly's (docs/contracts.md). */
const MAX_CALENDLY_BODY_BYTES = 64 * 1024;

/**
 * The route Calendly calls: 404 without CALENDLY_WEBHOOK_SIGNING_KEY, 413 over 64 KiB, 401
 * unless signed by Calendly within 180 s (checked on the raw body, before anything is parsed or
 * stored), 400 for a body that is no delivery, 200 for events other than bookings; then
 * `handle` gets the booking, and a failure of ours is a 503 (Calendly retries).
 */
export function bookingRoute(
  handle: (booking: Booking) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const signingKey = env.CALENDLY_WEBHOOK_SIGNING_KEY;
    if (!signingKey) return jsonError(404, 'No encontrado');
    const body = await readText(request, { maxBytes: MAX_CALENDLY_BODY_BYTES });
    if (!body.ok) return body.response;
    const signed = isCalendlySigned(signingKey, {
      header: request.headers.get('calendly-webhook-signature'),
      body: body.data,
    });
    if (!signed) return jsonError(401, 'Solicitud sin firma válida de Calendly');
    let json: unknown;
    try {
      json = JSON.parse(body.data) as unknown;
    } catch {
      return jsonError(400, 'El cuerpo no es JSON');
    }
    const booking = parseBookingDelivery(json);
    if (booking === null) return jsonError(400, 'No es una entrega de Calendly válida');
    if (booking === 'ignored') return NextResponse.json({ ignored: true });
    try {
      return await handle(booking);
    } catch (error) {
      log.error('calendly', 'booking could not be stored', error);
      return jsonError(503, 'El servicio de datos no responde. Intenta nuevamente.');
    }
  };
}
