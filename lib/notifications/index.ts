import 'server-only';

/**
 * Shift handoff notifications (server entry): recorded with the assignment, sent to every chat
 * hook of SHIFT_WEBHOOK_URLS through the outbox, listed for staff.
 */
export * from './client';
/** The chat hooks' outbox channel and recording, for other notices to staff (lib/privacy). */
export { chatHookChannel, recordForEachHook, removedHookReason } from './chat-hooks';
export {
  deliverNotificationsInBackground,
  deliverPendingNotifications,
  listNotifications,
  recordHandoff,
  type ShiftNotification,
} from './store';
