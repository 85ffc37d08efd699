import 'server-only';
import type { DocumentData, Timestamp, Transaction } from 'firebase-admin/firestore';
import { adminDb } from '@/lib/firebase';
import { deliverInBackground } from '@/lib/outbox';
import { chatHookChannel, firstMessageId } from '@/lib/chat';
import { recordShiftNotice } from './record';
import { skipAlertText, type SkipAlert } from './message';
import { notificationCollections } from './records';
import { plainPost } from './slack-posts';

const alerts = () => adminDb().collection(notificationCollections.skipAlerts);

/** The alert's id: one per group and skipped holding, whichever tick notices it first. */
const alertId = ({ group, at }: Pick<SkipAlert, 'group' | 'at'>) => `${group}-${at.getTime()}`;

/**
 * Whether the skip alert of this holding is still to record (read in the tick's transaction).
 * Without chat hooks or the Slack app's channel there is nothing to record: the tick's log is
 * then the only trace.
 */
export async function skipAlertDue(
  transaction: Transaction,
  alert: Pick<SkipAlert, 'group' | 'at'>,
): Promise<boolean> {
  const first = firstMessageId(alertId(alert), { slack: true });
  return first !== null && !(await transaction.get(alerts().doc(first))).exists;
}

/**
 * Records a skip alert, one outbox message per hook of SHIFT_WEBHOOK_URLS. Answers their ids.
 * It names the holder with their contact details, so it expires like a handoff notice.
 */
export const recordSkipAlert = (transaction: Transaction, alert: SkipAlert) =>
  recordShiftNotice(
    transaction,
    alerts(),
    alertId(alert),
    { alertId: alertId(alert), ...alert },
    alert.at,
  );

const alertOf = (message: DocumentData): SkipAlert => ({
  group: message.group as SkipAlert['group'],
  skipped: message.skipped as SkipAlert['skipped'],
  holder: (message.holder ?? null) as SkipAlert['holder'],
  at: (message.at as Timestamp).toDate(),
});

/** Skip alerts as a channel of the outbox: the shift notifications' hooks and Slack channel. */
export const skipAlertChannel = chatHookChannel({
  name: 'skip-alerts',
  collection: notificationCollections.skipAlerts,
  key: (message) => String(message.alertId),
  body: (message, dialect) => {
    const alert = alertOf(message);
    return { text: skipAlertText(alert, dialect), ...alert, at: alert.at.toISOString() };
  },
  slack: (message) => Promise.resolve(plainPost(skipAlertText(alertOf(message), 'slack'))),
});

/** After the tick's answer: send its alerts (the outbox's sweep retries them). */
export const deliverSkipAlertsInBackground = (ids: readonly string[]) =>
  deliverInBackground(skipAlertChannel, ids);
