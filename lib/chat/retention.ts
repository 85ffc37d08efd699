import { toIsoDate } from '@/lib/firebase/values';
import { DAY_MS } from '@/lib/time';

/** How many times a chat message is tried on its hook before it is given up (about 3 hours). */
export const CHAT_MAX_ATTEMPTS = 10;

/**
 * Days a chat message is kept: it names people with their contact details (Ley 21.719), and is
 * of no use once sent and looked at. Then Firestore's TTL on `expiresAt` (the minute job where
 * TTL does not run) deletes it.
 */
export const CHAT_RETENTION_DAYS = 90;

/** When a chat message about something at `at` expires. */
export const chatExpiresAt = (at: Date) => new Date(at.getTime() + CHAT_RETENTION_DAYS * DAY_MS);

/**
 * The same rule for a message kept only until it is sent (sales notices, deletions in Odoo), as
 * its outbox place's `derive`: `expiresAt` CHAT_RETENTION_DAYS after `forwardedAt`,
 * written with it; one still to send (or given up) has none.
 */
export function expiryOnceSent(message: { forwardedAt?: unknown }): { expiresAt?: Date } {
  const sent = toIsoDate(message.forwardedAt);
  return sent ? { expiresAt: chatExpiresAt(new Date(sent)) } : {};
}
