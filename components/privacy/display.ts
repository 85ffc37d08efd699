import { formatCalendarDate, formatPublicationDate } from '@/lib/format';
import { privacyRightLabels, type PrivacyRight } from '@/lib/privacy/client';

/** An instant of the answers (ISO 8601) as the day in Chile. */
export const dateOf = (iso: unknown) =>
  typeof iso === 'string' ? (formatPublicationDate(iso) ?? iso) : '';

/** A calendar date (YYYY-MM-DD) in words. */
export const dayOf = (date: string) => formatCalendarDate(date) ?? date;

export const rightLabel = (right: unknown) =>
  privacyRightLabels[right as PrivacyRight] ?? String(right);
