import { formatCalendarDate } from '@/lib/format';
import { privacyRightLabels, type PrivacyRight } from './rights';

/** What a new rights request tells staff; never the address, which stays in Firestore. */
export interface RequestNotice {
  requestId: string;
  right: PrivacyRight;
  dueOn: string;
}

/**
 * The chat text: which right, the deadline and where to answer. No address or message: the
 * chat is not where personal data should spread (data minimisation), and nothing typed by a
 * visitor reaches a chat's markup.
 */
export function requestNoticeText({ right, dueOn }: RequestNotice, siteUrl: string): string {
  const page = new URL('/soporte/datos', siteUrl).href;
  return (
    `Nueva solicitud de datos personales (${privacyRightLabels[right]}). ` +
    `Hay que responderla a más tardar el ${formatCalendarDate(dueOn) ?? dueOn}: ${page}`
  );
}
