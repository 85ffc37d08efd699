/**
 * Sales' business hours in words (es-CL): the hours as the thank-you view and the
 * acknowledgement say them, and when a prospect will hear from sales (lib/sales-hours).
 */
export const salesHoursCopy = {
  /** ISO weekdays, lunes first, as `SALES_HOURS` numbers them. */
  days: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  /** Consecutive days with the same hours: 'lunes a viernes', 'sábado y domingo'. */
  dayRange: (first: string, last: string, count: number) =>
    count === 2 ? `${first} y ${last}` : `${first} a ${last}`,
  /** One stretch of a day: 'de 09:00 a 18:00'. */
  interval: (from: string, to: string) => `de ${from} a ${to}`,
  /** Stretches of the same days: 'de 09:00 a 13:00 y de 14:00 a 18:00'. */
  intervals: (parts: string[]) =>
    parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`,
  /** Groups of days: 'lunes a viernes de 09:00 a 18:00; sábado de 10:00 a 14:00'. */
  groups: (parts: string[]) => parts.join('; '),
  /** 'hoy antes de las 15:30', 'el lunes antes de las 10:00' (a clock time, 24 h). */
  before: (day: string, time: string) =>
    `${day} antes de ${time.startsWith('01:') ? 'la' : 'las'} ${time}`,
  today: 'hoy',
  tomorrow: 'mañana',
  /** A day of the coming week: 'el lunes'. */
  weekday: (weekday: string) => `el ${weekday}`,
  /** A day a week or more away: 'el lunes 5 de enero'. */
  date: (weekday: string, date: string) => `el ${weekday} ${date}`,
} as const;
