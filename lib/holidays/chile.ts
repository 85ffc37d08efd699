import Holidays from 'date-holidays';
import { Temporal } from 'temporal-polyfill';

/** A calendar date in Chile, `YYYY-MM-DD`. */
export type PlainDate = string;

export type PublicHoliday = { date: PlainDate; name: string };

const chile = new Holidays('CL');
const byYear = new Map<number, PublicHoliday[]>();

/**
 * Chile's public holidays of a year, from `date-holidays`, with the one thing it gets wrong put
 * right here: it lists Easter Sunday (a Sunday anyway, and no holiday by law) where Chile keeps
 * Holy Saturday (Sábado Santo, the day after Good Friday). One-off holidays (elections, which
 * fall on Sundays) are not in the library and not here.
 */
export function publicHolidays(year: number): PublicHoliday[] {
  const known = byYear.get(year);
  if (known) return known;
  const listed = chile
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }));
  const goodFriday = listed.find((holiday) => holiday.name === 'Viernes Santo');
  const easterSunday = goodFriday && shiftDate(goodFriday.date, 2);
  const holidays = listed.filter((holiday) => holiday.date !== easterSunday);
  if (goodFriday) holidays.push({ date: shiftDate(goodFriday.date, 1), name: 'Sábado Santo' });
  const unique = [...new Map(holidays.map((holiday) => [holiday.date, holiday])).values()].sort(
    (a, b) => a.date.localeCompare(b.date),
  );
  byYear.set(year, unique);
  return unique;
}

export function isPublicHoliday(date: PlainDate): boolean {
  return publicHolidays(Number(date.slice(0, 4))).some((holiday) => holiday.date === date);
}

/** Saturday or Sunday. */
export function isWeekend(date: PlainDate): boolean {
  return Temporal.PlainDate.from(date).dayOfWeek >= 6;
}

export function isBusinessDay(date: PlainDate): boolean {
  return !isWeekend(date) && !isPublicHoliday(date);
}

/** The business day `days` business days after `date` (weekends and public holidays skipped). */
export function addBusinessDays(date: PlainDate, days: number): PlainDate {
  let day = date;
  for (let counted = 0; counted < days;) {
    day = shiftDate(day, 1);
    if (isBusinessDay(day)) counted += 1;
  }
  return day;
}

/** `date` moved by whole calendar days. */
export function shiftDate(date: PlainDate, days: number): PlainDate {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}
