/**
 * Sales' business hours, the browser-safe entry: `SALES_HOURS` read and put in words, and the
 * thank-you view's "when will sales answer" from a calendar the server rendered into the page.
 * No time-zone library and no holiday table here: server code uses `@/lib/sales-hours`.
 */
export {
  DEFAULT_SALES_HOURS,
  SalesHoursError,
  describeSalesHours,
  parseSalesHours,
  type SalesHours,
} from './hours';
export { firstContactPhrase, type SalesCalendar } from './calendar';
