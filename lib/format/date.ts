const publicationDate = new Intl.DateTimeFormat('es-CL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // Posts are dated as the Chilean readers see them, whatever the server's zone.
  timeZone: 'America/Santiago',
});

/** "15 de marzo de 2025" for an ISO date, or null when it is not a date. */
export function formatPublicationDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : publicationDate.format(date);
}

const calendarDate = new Intl.DateTimeFormat('es-CL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // A calendar date has no zone: read and shown as the same day everywhere.
  timeZone: 'UTC',
});

/** "1 de diciembre de 2026" for a calendar date (YYYY-MM-DD), or null when it is not one. */
export function formatCalendarDate(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date
    ? null
    : calendarDate.format(parsed);
}

const chileDateTime = new Intl.DateTimeFormat('es-CL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  // People read the time as Chile lives it, whatever the server's zone.
  timeZone: 'America/Santiago',
});

/** "27 de noviembre de 2026, 09:05" in Chile's time, for an instant. */
export const formatChileDateTime = (instant: Date) => chileDateTime.format(instant);

const chileTime = new Intl.DateTimeFormat('es-CL', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'America/Santiago',
});

/** "09:04", the time of an instant in Chile. */
export const formatChileTime = (instant: Date) => chileTime.format(instant);
