import { Temporal } from 'temporal-polyfill';
import { decimal, toCsv } from '@/lib/csv';
import { DEFAULT_TIME_ZONE } from '../model';
import { HOUR_MS } from '@/lib/time';

/** The hours report's zone: Chilean days, nights, weekends and holidays. */
const ZONE = DEFAULT_TIME_ZONE;

/**
 * Hours by kind (docs/contracts.md, Hour kinds): each hour is exactly one
 * of business, night, weekend or holiday, so the four sum to the total.
 */
export interface HoursSplit {
  total: number;
  business: number;
  night: number;
  weekend: number;
  holiday: number;
}

export type HourKind = keyof Omit<HoursSplit, 'total'>;

/** The four kinds, in the reports' order. */
const HOUR_KINDS = ['business', 'night', 'weekend', 'holiday'] as const;

const emptySplit = (): HoursSplit => ({ total: 0, business: 0, night: 0, weekend: 0, holiday: 0 });

/** Local times of day that start and end the night on a business day. */
const NIGHT_ENDS = Temporal.PlainTime.from('07:00');
const NIGHT_STARTS = Temporal.PlainTime.from('22:00');

/**
 * Most local days one split walks: a report is a month, the fairness window 90 days (91 local
 * days at most); a longer range is an error.
 */
const MAX_SPLIT_DAYS = 92;

/**
 * The parts of a local day, each of one kind, as [start, end) epoch ms: a public holiday (it wins
 * over a weekend) and a Saturday or Sunday are whole; any other day is night until 07:00,
 * business until 22:00, night again until midnight. Offset changes in Chile happen at midnight,
 * so 07:00 and 22:00 always exist (Temporal's 'compatible' rule would move a skipped one).
 */
function dayParts(
  day: Temporal.PlainDate,
  dayStart: number,
  dayEnd: number,
  isHoliday: (date: string) => boolean,
): [HourKind, number, number][] {
  if (isHoliday(day.toString())) return [['holiday', dayStart, dayEnd]];
  if (day.dayOfWeek >= 6) return [['weekend', dayStart, dayEnd]];
  const at = (plainTime: Temporal.PlainTime) =>
    day.toZonedDateTime({ timeZone: ZONE, plainTime }).epochMilliseconds;
  const morning = at(NIGHT_ENDS);
  const evening = at(NIGHT_STARTS);
  return [
    ['night', dayStart, morning],
    ['business', morning, evening],
    ['night', evening, dayEnd],
  ];
}

/** Whole milliseconds of [start, end) by kind (exact integers: sums stay exact). */
function splitMs(start: number, end: number, isHoliday: (date: string) => boolean): HoursSplit {
  const split = emptySplit();
  if (end <= start) return split;
  let day = Temporal.Instant.fromEpochMilliseconds(start).toZonedDateTimeISO(ZONE).toPlainDate();
  for (let walked = 0; ; walked++) {
    const dayStart = day.toZonedDateTime({ timeZone: ZONE }).epochMilliseconds;
    if (dayStart >= end) break;
    if (walked === MAX_SPLIT_DAYS)
      throw new RangeError(`More than ${MAX_SPLIT_DAYS} days to split`);
    const next = day.add({ days: 1 });
    const dayEnd = next.toZonedDateTime({ timeZone: ZONE }).epochMilliseconds;
    for (const [kind, from, to] of dayParts(day, dayStart, dayEnd, isHoliday)) {
      const ms = Math.min(end, to) - Math.max(start, from);
      if (ms > 0) {
        split[kind] += ms;
        split.total += ms;
      }
    }
    day = next;
  }
  return split;
}

const addInto = (sum: HoursSplit, part: HoursSplit) => {
  sum.total += part.total;
  for (const kind of HOUR_KINDS) sum[kind] += part[kind];
};

const inHours = (ms: HoursSplit): HoursSplit => ({
  total: ms.total / HOUR_MS,
  business: ms.business / HOUR_MS,
  night: ms.night / HOUR_MS,
  weekend: ms.weekend / HOUR_MS,
  holiday: ms.holiday / HOUR_MS,
});

/**
 * The hours of [start, end) (epoch ms) by kind in America/Santiago: a Chilean public holiday
 * (lib/holidays), else a weekend (the whole local Saturday and Sunday), else night (22:00 to
 * 07:00), else business. Each local day is cut at its own midnight, 07:00 and 22:00, so a day of
 * 23 or 25 hours counts as such. At most MAX_SPLIT_DAYS days (a RangeError beyond: the walk has
 * a ceiling).
 */
export function splitHours(
  start: number,
  end: number,
  isHoliday: (date: string) => boolean,
): HoursSplit {
  return inHours(splitMs(start, end, isHoliday));
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
 * held the shift in the range are listed. Summed in whole milliseconds, turned into hours once.
 */
export function hoursByMember(
  holdings: { memberId: string; nombre: string; email: string; start: number; end: number }[],
  from: number,
  to: number,
  isHoliday: (date: string) => boolean,
): MemberHours[] {
  const byMember = new Map<
    string,
    { memberId: string; nombre: string; email: string; ms: HoursSplit }
  >();
  for (const holding of holdings) {
    const start = Math.max(from, holding.start);
    const end = Math.min(to, holding.end);
    if (end <= start) continue;
    const row = byMember.get(holding.memberId) ?? {
      memberId: holding.memberId,
      nombre: holding.nombre,
      email: holding.email,
      ms: emptySplit(),
    };
    addInto(row.ms, splitMs(start, end, isHoliday));
    byMember.set(holding.memberId, row);
  }
  return [...byMember.values()]
    .map(({ ms, ...member }) => ({ ...member, ...inHours(ms) }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es-CL'));
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
    'horas_noche',
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
      hours(row.night),
      hours(row.weekend),
      hours(row.holiday),
    ]),
  );
}
