import 'server-only';

/**
 * Shift handoff notifications (server entry): recorded with the assignment, sent to every chat
 * hook of SHIFT_WEBHOOK_URLS through the outbox, listed for staff.
 */
export * from './client';
/** The chat hooks' outbox channel and recording, for other notices to staff (lib/privacy). */
export {
  chatHookChannel,
  chatHooks,
  recordForEachHook,
  removedHookReason,
  type ChatHooks,
} from './chat-hooks';
export { chatSafe, type ScheduleNotice } from './message';
export { expiryOnceSent } from './records';
export {
  boardLink,
  deliverScheduleNoticesInBackground,
  recordScheduleNotice,
  scheduleNoticeChannel,
  scheduleNoticeDue,
} from './schedule-notices';
export {
  deliverSkipAlertsInBackground,
  recordSkipAlert,
  skipAlertChannel,
  skipAlertDue,
} from './skip-alerts';
export {
  deliverNotificationsInBackground,
  notificationChannel,
  listNotifications,
  recordHandoff,
  type ShiftNotification,
} from './store';
