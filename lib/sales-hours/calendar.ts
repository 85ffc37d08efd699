import { salesHoursCopy as copy } from '@/content/sales-hours';
import { SALES_TIME_ZONE } from './hours';
import { afterBusinessMinutes, type BusinessWindow } from './windows';
import { DAY_MS } from '@/lib/time';

/**
 * What the demo form's thank-you view needs to say when sales will answer, rendered into the
 * static page by `salesCalendar` (server): the business windows of the coming weeks as
 * [start, end) in epoch minutes, `SALES_FIRST_CONTACT_MINUTES`, and the hours in words.
 */
export type SalesCalendar = {
  windows: [start: number, end: number][];
  firstContactMinutes: number;
  hoursText: string;
};

const dayKey = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: SALES_TIME_ZONE,
});
const weekdayName = new Intl.DateTimeFormat('es-CL', {
  weekday: 'long',
  timeZone: SALES_TIME_ZONE,
});
const dayAndMonth = new Intl.DateTimeFormat('es-CL', {
  day: 'numeric',
  month: 'long',
  timeZone: SALES_TIME_ZONE,
});
const clockTime = new Intl.DateTimeFormat('es-CL', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SALES_TIME_ZONE,
});

/** Calendar days from `now`'s day to `due`'s, in Chile. */
const daysBetween = (now: number, due: number) =>
  Math.round((Date.parse(dayKey.format(due)) - Date.parse(dayKey.format(now))) / DAY_MS);

/**
 * When a lead sent at `now` will hear from sales, for people: 'hoy antes de las 15:30', 'mañana
 * antes de las 10:00', 'el lunes antes de las 10:00', 'el lunes 5 de enero antes de las 10:00'
 * (the first-contact minutes counted in business time). Null past the calendar's weeks.
 */
export function firstContactPhrase(calendar: SalesCalendar, now: number): string | null {
  const windows = calendar.windows.map(([start, end]): BusinessWindow => [
    start * 60_000,
    end * 60_000,
  ]);
  const due = afterBusinessMinutes(windows, now, calendar.firstContactMinutes);
  if (due === null) return null;
  const days = daysBetween(now, due);
  const weekday = weekdayName.format(due);
  const day =
    days === 0
      ? copy.today
      : days === 1
        ? copy.tomorrow
        : days < 7
          ? copy.weekday(weekday)
          : copy.date(weekday, dayAndMonth.format(due));
  return copy.before(day, clockTime.format(due));
}
