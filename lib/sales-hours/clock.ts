import { Temporal } from 'temporal-polyfill';
import { isPublicHoliday } from '@/lib/holidays';
import { describeSalesHours, SALES_TIME_ZONE, type SalesHours } from './hours';
import { afterBusinessMinutes, type BusinessWindow } from './windows';
import type { SalesCalendar } from './calendar';
import { DAY_MS } from '@/lib/time';

/** How far ahead the thank-you view can tell (a page served long after it was rendered). */
const CALENDAR_DAYS = 28;
/** `addBusinessMinutes` gives up past this: no hours could be that far away. */
const MAX_SEARCH_DAYS = 3_660;

/** An instant: a `Date` or epoch milliseconds. */
export type InstantLike = Date | number;

const epochMs = (instant: InstantLike) =>
  typeof instant === 'number' ? instant : instant.getTime();

/** The calendar day (days since 1970-01-01) an instant falls on in America/Santiago. */
function localDay(ms: number): number {
  const date = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(SALES_TIME_ZONE);
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

/**
 * The business windows of each calendar day, per `SalesHours` value: a day is worked out once
 * (two zone conversions per interval) and then shared by every lead that spans it. Bounded:
 * emptied when it grows past a few years of days.
 */
const daysCache = new WeakMap<SalesHours, Map<number, BusinessWindow[]>>();
const MAX_CACHED_DAYS = 2_000;

/**
 * A day's business windows as instants. The wall-clock times are read in America/Santiago, so a
 * day with an offset change gets its real length: `24:00` is the next day's midnight, and a
 * time the change skips moves forward (Temporal's 'compatible'). A public holiday has none.
 */
function dayWindows(hours: SalesHours, day: number): BusinessWindow[] {
  let days = daysCache.get(hours);
  if (!days) daysCache.set(hours, (days = new Map()));
  const known = days.get(day);
  if (known) return known;
  const date = Temporal.PlainDate.from(new Date(day * DAY_MS).toISOString().slice(0, 10));
  // 1 January 1970 was a Thursday: ISO index 3 (lunes = 0).
  const weekday = (((day + 3) % 7) + 7) % 7;
  const at = (minutes: number) =>
    date.add({ days: Math.floor(minutes / 1440) }).toZonedDateTime({
      timeZone: SALES_TIME_ZONE,
      plainTime: { hour: Math.floor((minutes % 1440) / 60), minute: minutes % 60 },
    }).epochMilliseconds;
  const windows: BusinessWindow[] = isPublicHoliday(date.toString())
    ? []
    : (hours[weekday] ?? []).map(([from, to]) => [at(from), at(to)] as const);
  if (days.size >= MAX_CACHED_DAYS) days.clear();
  days.set(day, windows);
  return windows;
}

/** The business windows of the local days from `from`'s onwards, at most `count` days. */
function* windowsFrom(hours: SalesHours, from: number, count: number): Generator<BusinessWindow> {
  const first = localDay(from);
  for (let day = first; day < first + count; day++) yield* dayWindows(hours, day);
}

/**
 * Business minutes between two instants (whole minutes, rounded down; 0 when `end` is not after
 * `start`): the time inside `hours`, in America/Santiago, Chilean public holidays excluded. Its
 * cost grows with the days spanned, not the minutes: a 30-day span is 30 cached look-ups.
 */
export function businessMinutesBetween(
  start: InstantLike,
  end: InstantLike,
  hours: SalesHours,
): number {
  const [from, to] = [epochMs(start), epochMs(end)];
  if (to <= from) return 0;
  let ms = 0;
  for (const [windowStart, windowEnd] of windowsFrom(
    hours,
    from,
    localDay(to) - localDay(from) + 1,
  )) {
    ms += Math.max(0, Math.min(windowEnd, to) - Math.max(windowStart, from));
  }
  return Math.floor(ms / 60_000);
}

/**
 * The instant at which `minutes` business minutes have passed since `start` (e.g. when a lead's
 * first contact is due). With 0 it is `start` itself during business time, else when business
 * time next begins.
 */
export function addBusinessMinutes(start: InstantLike, minutes: number, hours: SalesHours): Date {
  const from = epochMs(start);
  const due = afterBusinessMinutes(windowsFrom(hours, from, MAX_SEARCH_DAYS), from, minutes);
  // Unreachable with parsed hours (some time every week): a bug, not a visitor's input.
  if (due === null) throw new Error(`No business time within ${MAX_SEARCH_DAYS} days`);
  return new Date(due);
}

/** When sales are next at work: `instant` itself during business time. */
export const nextBusinessStart = (instant: InstantLike, hours: SalesHours) =>
  addBusinessMinutes(instant, 0, hours);

/**
 * What a static page gives the browser so that it can say when sales will answer a lead sent
 * from it (`firstContactPhrase`): the business windows of the next four weeks from `now` (the
 * page may be served for a while after it was rendered), the first-contact minutes and the
 * hours in words. A few hundred bytes, and no time-zone or holiday code in the browser.
 */
export function salesCalendar(
  now: InstantLike,
  hours: SalesHours,
  firstContactMinutes: number,
): SalesCalendar {
  const from = epochMs(now);
  const windows = [...windowsFrom(hours, from, CALENDAR_DAYS)]
    .filter(([, end]) => end > from)
    .map(([start, end]) => [start / 60_000, end / 60_000] as [number, number]);
  return { windows, firstContactMinutes, hoursText: describeSalesHours(hours) };
}
