import 'server-only';
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { chatHookChannel, chatHooks, chatSafe, recordForEachHook } from '@/lib/chat';
import { env } from '@/lib/env';
import { adminDb, runTransaction } from '@/lib/firebase';
import { log } from '@/lib/log';
import { deliverInBackground } from '@/lib/outbox';
import { privacyCollections } from '../records';
import {
  dueAlerts,
  INCIDENT_ALERT_HOURS,
  type IncidentAlertHours,
  type IncidentRisk,
} from './model';
import { incidentAlertText } from './alert-text';
import { incidents } from './store';

const alerts = () => adminDb().collection(privacyCollections.incidentNotices);

/** What the clock reads of a stored incident. */
function clockState(document: DocumentSnapshot) {
  const data = document.data() ?? {};
  const sent = (data.alerts ?? {}) as Record<string, unknown>;
  return {
    status: data.status,
    risk: data.risk,
    detectedAt: (data.detectedAt as { toDate(): Date }).toDate(),
    alertsSent: INCIDENT_ALERT_HOURS.filter((hours) => sent[`h${hours}`]),
  };
}

/**
 * The clock (minute job `privacy-incidents`): each open medium or high incident past 24 and 72
 * hours since detection gets `privacy.incident_open` once per mark, one outbox message per hook
 * of PRIVACY_WEBHOOK_URLS. The mark is kept on the incident in the transaction that records
 * the messages, so however many instances tick, each is recorded once. Answers the messages' ids.
 */
export async function alertOpenIncidents(now = new Date()): Promise<string[]> {
  const open = await incidents().where('status', '==', 'abierto').get();
  const recorded: string[] = [];
  for (const candidate of open.docs) {
    if (dueAlerts(clockState(candidate), now).length === 0) continue;
    const ids = await runTransaction(async (transaction) => {
      const incident = await transaction.get(candidate.ref);
      if (!incident.exists) return [];
      const due = dueAlerts(clockState(incident), now);
      if (due.length === 0) return [];
      const { title, risk, detectedAt } = incident.data() ?? {};
      const messages = due.flatMap((hours) =>
        recordForEachHook(
          transaction,
          alerts(),
          `${incident.id}-${hours}h`,
          { incidentId: incident.id, hours, title, risk, detectedAt },
          now,
          { hooks: chatHooks.privacy },
        ),
      );
      transaction.update(
        incident.ref,
        Object.fromEntries(due.map((hours) => [`alerts.h${hours}`, now])),
      );
      return messages;
    });
    if (ids.length > 0) log.info('privacy', `incident ${candidate.id}: open alert recorded`);
    recorded.push(...ids);
  }
  return recorded;
}

/**
 * The clock's alerts as a channel of the outbox, to PRIVACY_WEBHOOK_URLS: JSON with a Spanish
 * `text` like every chat notice. A legal deadline runs, so a hook that is down is tried again
 * until it answers (never given up for that); one that refuses the message for good is not.
 */
export const incidentAlertChannel = {
  ...chatHookChannel({
    name: 'privacy-incidents',
    collection: privacyCollections.incidentNotices,
    hooks: chatHooks.privacy,
    key: (message) => `privacy.incident_open-${message.incidentId}-${message.hours}`,
    body: (message: DocumentData, dialect) => {
      const alert = {
        incidentId: String(message.incidentId),
        hours: Number(message.hours) as IncidentAlertHours,
        risk: message.risk as IncidentRisk,
        detectedAt: (message.detectedAt as { toDate(): Date }).toDate().toISOString(),
      };
      const title = chatSafe(String(message.title ?? ''), dialect);
      return {
        text: incidentAlertText({ ...alert, title }, env.NEXT_PUBLIC_SITE_URL),
        event: 'privacy.incident_open',
        ...alert,
      };
    },
  }),
  maxAttempts: undefined,
};

/** An alert of the clock that has not reached its hook (yet). */
export interface UndeliveredAlert {
  incidentId: string;
  title: string;
  hours: IncidentAlertHours;
  /** `pending`: tried and failed, tried again later; `held` or `failed`: refused by the hook. */
  status: 'pending' | 'held' | 'failed';
  reason: string;
}

/**
 * The clock's alerts that did not reach their hook: failed at least once and still waiting, held,
 * or given up; for the register's page, so that an alert lost on the way is never silent.
 */
export async function undeliveredIncidentAlerts(): Promise<UndeliveredAlert[]> {
  const snapshot = await alerts().where('status', 'in', ['pending', 'held', 'failed']).get();
  return snapshot.docs
    .map((document) => document.data())
    .filter((alert) => alert.status !== 'pending' || Number(alert.attempts ?? 0) > 0)
    .map((alert) => ({
      incidentId: String(alert.incidentId),
      title: String(alert.title ?? ''),
      hours: Number(alert.hours) as IncidentAlertHours,
      status: alert.status as UndeliveredAlert['status'],
      reason: typeof alert.lastError === 'string' ? alert.lastError : '',
    }));
}

/** After the tick's answer: send the alerts just recorded. */
export const deliverIncidentAlertsInBackground = (ids: readonly string[]) =>
  deliverInBackground(incidentAlertChannel, ids);
