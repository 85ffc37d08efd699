import { Temporal } from 'temporal-polyfill';
import { DEFAULT_TIME_ZONE } from './model';

/**
 * A form's `datetime-local` value ('YYYY-MM-DDTHH:MM'), read as a wall-clock time in `zone`, as
 * an ISO 8601 instant in UTC; null when it is not one. A time the offset change skips moves
 * forward.
 */
export function localInputToInstant(value: string, zone = DEFAULT_TIME_ZONE): string | null {
  try {
    return Temporal.PlainDateTime.from(value, { overflow: 'reject' })
      .toZonedDateTime(zone)
      .toInstant()
      .toString();
  } catch {
    return null;
  }
}

/** An instant as a `datetime-local` value in `zone` ('YYYY-MM-DDTHH:MM'). */
export function instantToLocalInput(epochMs: number, zone = DEFAULT_TIME_ZONE): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(zone)
    .toPlainDateTime()
    .toString({ smallestUnit: 'minute' });
}

/** The month ('YYYY-MM') an instant falls in, in America/Santiago. */
export function monthOf(epochMs: number): string {
  return Temporal.Instant.fromEpochMilliseconds(epochMs)
    .toZonedDateTimeISO(DEFAULT_TIME_ZONE)
    .toPlainDate()
    .toPlainYearMonth()
    .toString();
}

const shiftTime = new Intl.DateTimeFormat('es-CL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: DEFAULT_TIME_ZONE,
});

/** "jue, 26 nov, 09:00": an instant as staff read it, in Chile's time. */
export const formatShiftTime = (iso: string) => shiftTime.format(new Date(iso));

// A calendar date has no time zone: read at noon UTC, formatted in UTC, it stays that day.
const localDate = new Intl.DateTimeFormat('es-CL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "mar, 8 dic": a local day ('YYYY-MM-DD', a holiday's) as staff read it. */
export const formatLocalDate = (date: string) => localDate.format(new Date(`${date}T12:00:00Z`));
