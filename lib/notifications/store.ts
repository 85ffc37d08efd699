import 'server-only';
import type { DocumentData, Timestamp, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { deliverInBackground, type OutboxStatus } from '@/lib/outbox';
import { chatHookChannel, hookHost, hookUrl } from '@/lib/chat';
import { recordShiftNotice } from './record';
import { handoffPayload, type Handoff } from './message';
import { notificationCollections } from './records';
import { boardLink } from './schedule-notices';

const notificationDocs = () => adminDb().collection(notificationCollections.notifications);

/**
 * Records a handoff's notification, one outbox message per configured hook, inside the
 * assignment's transaction: it exists if and only if the assignment does. It is deleted
 * CHAT_RETENTION_DAYS later (`expiresAt`).
 */
export const recordHandoff = (transaction: Transaction, notificationId: string, handoff: Handoff) =>
  recordShiftNotice(
    transaction,
    notificationDocs(),
    notificationId,
    { notificationId, ...handoff },
    handoff.at,
  );

const handoffOf = (message: DocumentData): Handoff => ({
  group: message.group as Handoff['group'],
  holder: message.holder as Handoff['holder'],
  previous: (message.previous ?? null) as Handoff['previous'],
  assignedBy: String(message.assignedBy ?? ''),
  at: (message.at as Timestamp).toDate(),
});

/** Shift notifications as a channel of the outbox: the text escaped for each hook's chat. */
export const notificationChannel = chatHookChannel({
  name: 'shift-notifications',
  collection: notificationCollections.notifications,
  key: (message) => String(message.notificationId),
  body: (message, dialect) => handoffPayload(handoffOf(message), dialect, boardLink()),
});

/** After an assignment's answer (Next's `after()`): send its messages, sweep now and then. */
export const deliverNotificationsInBackground = (ids: readonly string[]) =>
  deliverInBackground(notificationChannel, ids);

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
