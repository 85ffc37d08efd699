import 'server-only';

/**
 * Calendly (server entry): its signed webhook deliveries, checked and read as bookings
 * (docs/contracts.md, Bookings reach the lead); what a booking does is lib/leads'.
 */
export { bookingRoute } from './route';
