import 'server-only';

/**
 * Shift handoff notifications (server entry): recorded with the assignment, sent to every chat
 * hook of SHIFT_WEBHOOK_URLS through the outbox, listed for staff.
 */
export * from './client';
export { deleteExpiredNotices } from './expiry';
export { notificationMigrations } from './migrations/list';
export type { ScheduleNotice } from './message';
export {
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
  handoffNotices,
  type ShiftNotification,
} from './store';
export { SLACK_ACTIONS } from './slack-posts';
export { userGroupChannel, userGroupTroubles, type UserGroupTrouble } from './user-groups';
