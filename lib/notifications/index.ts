import 'server-only';
import { deliverDue, deliverInBackground } from '@/lib/outbox';
import { notificationChannel } from './store';

/**
 * Shift handoff notifications (server entry): recorded with the assignment, sent to every chat
 * hook of SHIFT_WEBHOOK_URLS through the outbox, listed for staff.
 */
export * from './client';
export { listNotifications, recordHandoff } from './store';
export type { ShiftNotification } from './store';

/** After an assignment's answer (Next's `after()`): send its messages, sweep now and then. */
export const deliverNotificationsInBackground = (ids: readonly string[]) =>
  deliverInBackground(notificationChannel, ids);

/** Sends the due notifications (all pending ones with `ignoreBackoff`): the retry command. */
export const deliverPendingNotifications = (options: { ignoreBackoff?: boolean } = {}) =>
  deliverDue(notificationChannel, options);
