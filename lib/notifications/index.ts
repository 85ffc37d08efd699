import 'server-only';

/**
 * Shift handoff notifications (server entry): recorded with the assignment, sent to every chat
 * hook of SHIFT_WEBHOOK_URLS through the outbox, listed for staff.
 */
export * from './client';
/** The chat hooks, for other notices to staff through the same hooks (lib/privacy). */
export { hookId, hookUrl } from './hooks';
export {
  deliverNotificationsInBackground,
  deliverPendingNotifications,
  listNotifications,
  recordHandoff,
  removedHookReason,
  type ShiftNotification,
} from './store';
