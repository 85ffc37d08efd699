import 'server-only';

/**
 * Sales' business-time clock (server entry): business minutes between two instants, when a
 * number of business minutes have passed, and the calendar a static page gives the browser.
 * America/Santiago, `SALES_HOURS` (parsed in `env.SALES_HOURS`), Chilean public holidays never
 * business time.
 */
export * from './client';
export { businessMinutesBetween, salesCalendar } from './clock';
