import { Temporal } from 'temporal-polyfill';
import { decimal, toCsv } from '@/lib/csv';
import { DEFAULT_TIME_ZONE } from '../model';
import { HOUR_MS } from '@/lib/time';

/** The hours report's zone: Chilean days, weekends and holidays. */
const ZONE = DEFAULT_TIME_ZONE;

export interface HoursSplit {
  total: number;
  business: number;
  weekend: number;
  holiday: number;
}

type DayKind = keyof Omit<HoursSplit, 'total'>;

/** A Chilean public holiday wins over a weekend; any other day is a business day. */
function dayKind(date: Temporal.PlainDate, isHoliday: (date: string) => boolean): DayKind {
  if (isHoliday(date.toString())) return 'holiday';
  return date.dayOfWeek >= 6 ? 'weekend' : 'business';
}

/** Most local days one split walks: a report is a month; a longer range is an error. */
const MAX_SPLIT_DAYS = 62;

/**
 * The hours of [start, end) (epoch ms) by kind of local day in America/Santiago: each local day
 * is cut at its own midnight, so a day of 23 or 25 hours counts as such. At most MAX_SPLIT_DAYS
 * days (a RangeError beyond: the walk has a ceiling).
 */
export function splitHours(
  start: number,
  end: number,
  isHoliday: (date: string) => boolean,
): HoursSplit {
  const split: HoursSplit = { total: 0, business: 0, weekend: 0, holiday: 0 };
  if (end <= start) return split;
  let day = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(ZONE).toPlainDate();
  for (let walked = 0; ; walked++) {
    const dayStart = day.toZonedDateTime({ timeZone: ZONE }).epochMilliseconds;
    if (dayStart >= end) break;
    if (walked === MAX_SPLIT_DAYS)
      throw new RangeError(`More than ${MAX_SPLIT_DAYS} days to split`);
    const next = day.add({ days: 1 });
    const dayEnd = next.toZonedDateTime({ timeZone: ZONE }).epochMilliseconds;
    const hours = (Math.min(end, dayEnd) - Math.max(start, dayStart)) / HOUR_MS;
    if (hours > 0) {
      split[dayKind(day, isHoliday)] += hours;
      split.total += hours;
    }
    day = next;
  }
  return split;
}

/** [start, end) of a month 'YYYY-MM' in America/Santiago, epoch ms. */
export function monthBounds(month: string): { start: number; end: number } {
  const first = Temporal.PlainYearMonth.from(month).toPlainDate({ day: 1 });
  const startOf = (date: Temporal.PlainDate) =>
    date.toZonedDateTime({ timeZone: ZONE }).epochMilliseconds;
  return { start: startOf(first), end: startOf(first.add({ months: 1 })) };
}

export interface MemberHours extends HoursSplit {
  memberId: string;
  nombre: string;
  email: string;
}

/**
 * Each member's hours from their holdings, cut to [from, to), sorted by name. Only members who
 * held the shift in the range are listed.
 */
export function hoursByMember(
  holdings: { memberId: string; nombre: string; email: string; start: number; end: number }[],
  from: number,
  to: number,
  isHoliday: (date: string) => boolean,
): MemberHours[] {
  const byMember = new Map<string, MemberHours>();
  for (const holding of holdings) {
    const start = Math.max(from, holding.start);
    const end = Math.min(to, holding.end);
    if (end <= start) continue;
    const split = splitHours(start, end, isHoliday);
    const row = byMember.get(holding.memberId) ?? {
      memberId: holding.memberId,
      nombre: holding.nombre,
      email: holding.email,
      total: 0,
      business: 0,
      weekend: 0,
      holiday: 0,
    };
    row.total += split.total;
    row.business += split.business;
    row.weekend += split.weekend;
    row.holiday += split.holiday;
    byMember.set(holding.memberId, row);
  }
  return [...byMember.values()].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es-CL'));
}

/**
 * The report as Excel with Chilean settings opens it in columns, through the one CSV writer
 * (lib/csv: UTF-8 with a BOM, `;`, CRLF, names that could be formulas neutralised): hours with
 * one decimal and a decimal comma, as numbers (docs/contracts.md, On-call schedule).
 */
export function hoursCsv(rows: MemberHours[]): string {
  const header = [
    'miembro',
    'email',
    'horas_total',
    'horas_habiles',
    'horas_fin_de_semana',
    'horas_feriado',
  ];
  const hours = (value: number) => decimal(value, 1);
  return toCsv(
    header,
    rows.map((row) => [
      row.nombre,
      row.email,
      hours(row.total),
      hours(row.business),
      hours(row.weekend),
      hours(row.holiday),
    ]),
  );
}
