import 'server-only';

/** Guards of the public forms (leads, privacy requests): honeypot, client address, rate limit. */
export { clientAddress } from './client-address';
export { HONEYPOT_FIELD, isBotSubmission, withoutHoneypot } from './honeypot';
export { RATE_COUNTERS_COLLECTION, takeRateSlot, type RateLimits } from './rate-limit';
