import { Temporal } from 'temporal-polyfill';
import { publicHolidays, type PublicHoliday } from '@/lib/holidays';
import { DEFAULT_TIME_ZONE } from '../model';

// Apart from local-time.ts, which the board's browser code loads: the holiday table
// (date-holidays) stays on the server.

/** Chile's public holidays whose local day (America/Santiago) overlaps [from, to), epoch ms. */
export function holidaysBetween(from: number, to: number): PublicHoliday[] {
  const day = (epochMs: number) =>
    Temporal.Instant.fromEpochMilliseconds(epochMs)
      .toZonedDateTimeISO(DEFAULT_TIME_ZONE)
      .toPlainDate();
  const first = day(from).toString();
  const last = day(to - 1).toString();
  const years = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++)
    years.push(year);
  return years
    .flatMap((year) => publicHolidays(year))
    .filter((holiday) => holiday.date >= first && holiday.date <= last);
}
