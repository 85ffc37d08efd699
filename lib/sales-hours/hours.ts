import { salesHoursCopy } from '@/content/sales-hours';

/** Minutes from a day's local midnight, [start, end): `end` may be 1440 (`24:00`). */
type DailyInterval = readonly [start: number, end: number];

/**
 * When sales work in a week, in America/Santiago: the intervals of each ISO weekday, index 0 =
 * lunes … 6 = domingo, sorted and without overlaps. At least one day has an interval.
 */
export type SalesHours = readonly (readonly DailyInterval[])[];

/** Sales work in Chile's time, whatever the server's or the browser's zone. */
export const SALES_TIME_ZONE = 'America/Santiago';

/** `SALES_HOURS` when it is not set. */
export const DEFAULT_SALES_HOURS = 'lun-vie 09:00-18:00';

/** The day names of `SALES_HOURS`, in ISO order. */
const SALES_DAYS = ['lun', 'mar', 'mie', 'jue', 'vie', 'sab', 'dom'] as const;

const DAY_MINUTES = 24 * 60;

/** A `SALES_HOURS` text that is not one: the message says which part and why. */
export class SalesHoursError extends Error {
  override name = 'SalesHoursError';
}

const example = 'for example "lun-vie 09:00-18:00" or "lun-vie 09:00-13:00;lun-vie 14:00-18:00"';

/** The ISO weekday index of a day name; accents and capitals are forgiven ('Sáb'). */
function dayIndex(name: string): number {
  const plain = name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  return SALES_DAYS.indexOf(plain as (typeof SALES_DAYS)[number]);
}

/** Minutes of `HH:MM`, 00:00 to 23:59, or 24:00 when `end`; null otherwise. */
function minutesOf(time: string, end: boolean): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59) return null;
  return minutes < DAY_MINUTES || (end && minutes === DAY_MINUTES) ? minutes : null;
}

function parsePart(part: string): { days: number[]; interval: DailyInterval } {
  const fail = (why: string) => new SalesHoursError(`part "${part}": ${why}`);
  const words = part.split(/\s+/);
  if (words.length !== 2) {
    throw fail(`must be a day or day range and HH:MM-HH:MM, ${example}`);
  }
  const [dayWords = '', timeWords = ''] = words;
  const ends = dayWords.split('-');
  const indexes = ends.map(dayIndex);
  const [first, last] = [indexes[0] ?? -1, indexes.at(-1) ?? -1];
  if (ends.length > 2 || first < 0 || last < 0) {
    throw fail(`"${dayWords}" is not a day or day range (${SALES_DAYS.join(' ')}, e.g. lun-vie)`);
  }
  if (last < first) {
    throw fail(`the day range "${dayWords}" must run from lun towards dom (split it in two parts)`);
  }
  const times = timeWords.split('-');
  if (times.length !== 2) throw fail(`the hours must be HH:MM-HH:MM, for example 09:00-18:00`);
  const [from, to] = [minutesOf(times[0] ?? '', false), minutesOf(times[1] ?? '', true)];
  if (from === null || to === null) {
    throw fail(
      `"${timeWords}" must be HH:MM-HH:MM between 00:00 and 24:00 (24:00 only ends a range)`,
    );
  }
  if (to <= from) throw fail(`the hours "${timeWords}" must end after they start`);
  const days = Array.from({ length: last - first + 1 }, (_, offset) => first + offset);
  return { days, interval: [from, to] };
}

/** Sorted and merged: overlapping or touching intervals of the same day become one. */
function merged(intervals: DailyInterval[]): DailyInterval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const result: [number, number][] = [];
  for (const [start, end] of sorted) {
    const previous = result.at(-1);
    if (previous && start <= previous[1]) previous[1] = Math.max(previous[1], end);
    else result.push([start, end]);
  }
  return result;
}

/**
 * Reads `SALES_HOURS`: `;`-separated parts, each a day or a day range (`lun mar mie jue vie sab
 * dom`) and `HH:MM-HH:MM` (`24:00` may end a range), e.g. `lun-vie 09:00-13:00;lun-vie
 * 14:00-18:00;sab 10:00-14:00`. Parts of the same day add up. Throws `SalesHoursError` naming the
 * part that is wrong.
 */
export function parseSalesHours(text: string): SalesHours {
  const parts = text.split(';').map((part) => part.trim());
  if (parts.some((part) => part === '')) {
    throw new SalesHoursError(`has an empty part: write parts separated by ";", ${example}`);
  }
  const week: DailyInterval[][] = SALES_DAYS.map(() => []);
  for (const part of parts) {
    const { days, interval } = parsePart(part);
    for (const day of days) week[day]?.push(interval);
  }
  return week.map(merged);
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The hours in words for people: 'lunes a viernes de 09:00 a 18:00', 'lunes a viernes de 09:00
 * a 13:00 y de 14:00 a 18:00; sábado de 10:00 a 14:00'. Consecutive days with the same hours
 * read as one range. Public holidays are not mentioned: the copy around it says so.
 */
export function describeSalesHours(hours: SalesHours): string {
  const copy = salesHoursCopy;
  const groups: { first: number; last: number; text: string }[] = [];
  hours.forEach((intervals, day) => {
    if (intervals.length === 0) return;
    const text = copy.intervals(
      intervals.map(([from, to]) => copy.interval(clock(from), clock(to))),
    );
    const previous = groups.at(-1);
    if (previous && previous.last === day - 1 && previous.text === text) previous.last = day;
    else groups.push({ first: day, last: day, text });
  });
  return copy.groups(
    groups.map(({ first, last, text }) => {
      const days =
        first === last
          ? copy.days[first]
          : copy.dayRange(copy.days[first] ?? '', copy.days[last] ?? '', last - first + 1);
      return `${days} ${text}`;
    }),
  );
}
