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
