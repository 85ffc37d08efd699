/**
 * The shift notifications' collection: one message of the outbox per assignment and chat hook,
 * id `<history entry id>-<hook index>` (the hook's place in SHIFT_WEBHOOK_URLS when recorded; the
 * message names its hook by `hookId`, which stays right if the list changes). The history
 * entry's id is the notification's id (the Idempotency-Key), shared by its messages to every
 * hook. Browsers read none of it.
 */
export const notificationCollections = {
  notifications: 'avisos-turno',
  /** One skip alert per hook, id `<group>-<start of the skipped holding, ms>-<hook index>`. */
  skipAlerts: 'avisos-rotacion',
  /**
   * Schedule notices (cover requests, unconfirmed handoffs, reminders), one per hook, id
   * `<notice id>-<hook index>`; the notice id says what it is about, so it is recorded once.
   */
  scheduleNotices: 'avisos-agenda',
} as const;

/** How many times a notification is tried on one hook before it is given up (about 3 hours). */
export const NOTIFICATION_MAX_ATTEMPTS = 10;

/**
 * Days a shift notification is kept: it names holders with their contact details (Ley 21.719),
 * and is of no use once sent and looked at. Then Firestore's TTL on `expiresAt` (the minute job
 * where TTL does not run) deletes it.
 */
export const NOTIFICATION_RETENTION_DAYS = 90;

/** When a notice about a shift handed over at `at` expires (skip alerts name holders too). */
export const noticeExpiresAt = (at: Date) =>
  new Date(at.getTime() + NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000);

/**
 * The same rule for a message kept only until it is sent (sales notices, deletions in Odoo), as
 * its outbox place's `derive`: `expiresAt` NOTIFICATION_RETENTION_DAYS after `forwardedAt`,
 * written with it; one still to send (or given up) has none.
 */
export function expiryOnceSent(message: { forwardedAt?: unknown }): { expiresAt?: Date } {
  const sent = message.forwardedAt;
  if (sent instanceof Date) return { expiresAt: noticeExpiresAt(sent) };
  if (sent && typeof sent === 'object' && 'toDate' in sent) {
    return { expiresAt: noticeExpiresAt((sent as { toDate(): Date }).toDate()) };
  }
  return {};
}
