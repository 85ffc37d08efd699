/**
 * The privacy notice's version and the day it took effect (YYYY-MM-DD): what a lead's consent
 * refers to (`consent.version`). Change both whenever the notice's text (content/privacy.ts)
 * changes in substance. Apart from that text, and importing nothing, so that the leads domain
 * (which records the consent) and the privacy domain (which shows the notice) both read it
 * without one depending on the other.
 */
export const privacyNoticeVersion = { version: '1.0', publishedOn: '2026-11-25' } as const;
