import { after, NextResponse } from 'next/server';
import { bookingRoute } from '@/lib/calendly';
import { recordBooking, sendBookingInBackground } from '@/lib/leads';

/**
 * Calendly's webhook (docs/contracts.md, Bookings reach the lead): a booking or its cancellation
 * reaches its lead, 200 once stored durably; other events 200, ignored.
 */
export const POST = bookingRoute(async (booking) => {
  const result = await recordBooking(booking);
  after(() => sendBookingInBackground(result));
  return NextResponse.json({ received: true });
});
