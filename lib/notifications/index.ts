import 'server-only';

/**
 * Shift handoff notifications (server entry): recorded with the assignment, sent to every chat
 * hook of SHIFT_WEBHOOK_URLS through the outbox, listed for staff.
 */
export * from './client';
export {
  deliverNotificationsInBackground,
  deliverPendingNotifications,
  listNotifications,
  recordHandoff,
  type ShiftNotification,
} from './store';
