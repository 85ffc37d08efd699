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
  /**
   * The Slack user group that follows each group's holder: one outbox message per group (id the
   * group), replaced in place by every handoff, so the newest holder is what is sent.
   */
  userGroups: 'slack-grupos',
} as const;
