import 'server-only';

/**
 * The one outbox for everything sent to outside services (lead forwarding, shift
 * notifications): a message is written to Firestore with the change that causes it, then
 * claimed with a lease, sent with an Idempotency-Key, and retried with backoff until accepted
 * or, for channels with a bound, given up and kept for staff to see.
 */
export { postJson, type SendFailure } from './http';
export type { OutboxStatus } from './retry-policy';
export { newOutboxFields, renewedOutboxFields } from './store';
export {
  deliver,
  deliverDue,
  deliverInBackground,
  type DeliveryTotals,
  type OutboxChannel,
  type SendResult,
} from './worker';
