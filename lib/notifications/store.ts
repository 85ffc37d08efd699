import 'server-only';
import type { DocumentData, Timestamp, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import {
  deliverDue,
  deliverInBackground,
  newOutboxFields,
  postJson,
  type OutboxChannel,
  type OutboxStatus,
} from '@/lib/outbox';
import { chatDialect, hookHost, hookId, hookUrl } from './hooks';
import { handoffPayload, type Handoff } from './message';
import { NOTIFICATION_MAX_ATTEMPTS, notificationCollections } from './records';

const notificationDocs = () => adminDb().collection(notificationCollections.notifications);

/**
 * Records a handoff's notification, one outbox message per configured hook, inside the
 * assignment's transaction: it exists if and only if the assignment does. Each message names
 * its hook by id, never by URL (a secret). Answers the messages' ids, to send once the answer
 * is out.
 */
export function recordHandoff(
  transaction: Transaction,
  notificationId: string,
  handoff: Handoff,
): string[] {
  return env.SHIFT_WEBHOOK_URLS.map((url, index) => {
    const ref = notificationDocs().doc(`${notificationId}-${index}`);
    transaction.create(ref, {
      notificationId,
      hookId: hookId(url),
      ...handoff,
      ...newOutboxFields(handoff.at),
      createdAt: handoff.at,
    });
    return ref.id;
  });
}

const handoffOf = (message: DocumentData): Handoff => ({
  group: message.group as Handoff['group'],
  holder: message.holder as Handoff['holder'],
  previous: (message.previous ?? null) as Handoff['previous'],
  assignedBy: String(message.assignedBy ?? ''),
  at: (message.at as Timestamp).toDate(),
});

/** Why a message is given up when its hook was taken out of the settings. */
export const removedHookReason = 'El webhook de chat ya no está en SHIFT_WEBHOOK_URLS';

/**
 * Shift notifications as a channel of the outbox: each message to its own hook, found by id in
 * SHIFT_WEBHOOK_URLS as they are when it is sent (a hook taken out is sent nothing more: its
 * messages are given up), the text escaped for that hook's chat, the notification's id as
 * Idempotency-Key, given up after NOTIFICATION_MAX_ATTEMPTS.
 */
export const notificationChannel: OutboxChannel = {
  name: 'shift-notifications',
  collection: notificationCollections.notifications,
  // Messages exist only for hooks configured at the time; each one checks its hook when sent.
  enabled: () => true,
  timeoutMs: () => env.SHIFT_WEBHOOK_TIMEOUT_MS,
  maxAttempts: NOTIFICATION_MAX_ATTEMPTS,
  async send(_id, message) {
    const url = hookUrl(String(message.hookId), env.SHIFT_WEBHOOK_URLS);
    if (!url) return { ok: false, reason: removedHookReason, permanent: true };
    const outcome = await postJson(url, {
      key: String(message.notificationId),
      body: handoffPayload(handoffOf(message), chatDialect(url)),
      timeoutMs: env.SHIFT_WEBHOOK_TIMEOUT_MS,
      service: 'webhook de chat',
    });
    return outcome.ok ? { ok: true } : outcome;
  },
};

/** After an assignment's answer (Next's `after()`): send its messages, sweep now and then. */
export const deliverNotificationsInBackground = (ids: readonly string[]) =>
  deliverInBackground(notificationChannel, ids);

/** Sends the due notifications (all pending ones with `ignoreBackoff`): the retry command. */
export const deliverPendingNotifications = (options: { ignoreBackoff?: boolean } = {}) =>
  deliverDue(notificationChannel, options);

/** A notification's message to one hook, as staff see it (GET /api/notifications). */
export interface ShiftNotification {
  id: string;
  notificationId: string;
  /** The hook's host only (the rest of a webhook URL is its secret), or that it was removed. */
  hook: string;
  group: string;
  holder: string;
  status: OutboxStatus;
  attempts: number;
  at: string;
  forwardedAt?: string;
  nextAttemptAt?: string;
  lastError?: string;
}

const isoDate = (timestamp: Timestamp | undefined) => timestamp?.toDate().toISOString();

/**
 * The newest notifications' messages first; with `status`, only those in it (e.g. `failed`),
 * with `since`, only those of assignments from then on.
 */
export async function listNotifications(
  limit: number,
  { status, since }: { status?: OutboxStatus; since?: Date } = {},
): Promise<ShiftNotification[]> {
  let query = status ? notificationDocs().where('status', '==', status) : notificationDocs();
  if (since) query = query.where('createdAt', '>=', since);
  const snapshot = await query.orderBy('createdAt', 'desc').limit(limit).get();
  return snapshot.docs.map((document) => {
    const data = document.data();
    const url = hookUrl(String(data.hookId), env.SHIFT_WEBHOOK_URLS);
    return {
      id: document.id,
      notificationId: String(data.notificationId),
      hook: url ? hookHost(url) : 'webhook retirado',
      group: String(data.group),
      holder: String((data.holder as { nombre?: unknown } | undefined)?.nombre ?? ''),
      status: data.status as OutboxStatus,
      attempts: Number(data.attempts ?? 0),
      at: (data.at as Timestamp).toDate().toISOString(),
      forwardedAt: isoDate(data.forwardedAt as Timestamp | undefined),
      nextAttemptAt: isoDate(data.nextAttemptAt as Timestamp | undefined),
      lastError: typeof data.lastError === 'string' ? data.lastError : undefined,
    };
  });
}
