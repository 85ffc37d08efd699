import 'server-only';
import type { DocumentData, Timestamp, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { deliverInBackground, type OutboxStatus } from '@/lib/outbox';
import { chatHookChannel, hookHost, hookUrl, SLACK_APP_HOOK_ID } from '@/lib/chat';
import { recordShiftNotice } from './record';
import { handoffPayload, type Handoff } from './message';
import { notificationCollections } from './records';
import { boardLink } from './link';
import { handoffPost } from './slack-posts';
import { deliverUserGroupSyncs, userGroupSync } from './user-groups';

const notificationDocs = () => adminDb().collection(notificationCollections.notifications);

/**
 * A handoff's notices, in the handoff's transaction: read first (the group's user group sync),
 * then, after its own reads, `record(notificationId, handoff)` writes them beside the handoff, so
 * they exist if and only if it does: one outbox message per configured hook and one for the
 * Slack app's channel (deleted CHAT_RETENTION_DAYS later, `expiresAt`), and the new holder for
 * the group's Slack user group. Answers the chat messages' ids.
 */
export async function handoffNotices(transaction: Transaction, group: Handoff['group']) {
  const syncUserGroup = await userGroupSync(transaction, group);
  return (notificationId: string, handoff: Handoff): string[] => {
    syncUserGroup(handoff.holder, notificationId, handoff.at);
    return recordShiftNotice(
      transaction,
      notificationDocs(),
      notificationId,
      { notificationId, ...handoff },
      handoff.at,
    );
  };
}

const handoffOf = (message: DocumentData): Handoff => ({
  group: message.group as Handoff['group'],
  holder: message.holder as Handoff['holder'],
  previous: (message.previous ?? null) as Handoff['previous'],
  assignedBy: String(message.assignedBy ?? ''),
  at: (message.at as Timestamp).toDate(),
});

/**
 * Shift notifications as a channel of the outbox: the text escaped for each hook's chat; in the
 * Slack app's channel with mentions and 'Confirmo turno'.
 */
export const notificationChannel = chatHookChannel({
  name: 'shift-notifications',
  collection: notificationCollections.notifications,
  key: (message) => String(message.notificationId),
  body: (message, dialect) => handoffPayload(handoffOf(message), dialect, boardLink()),
  slack: (message) => handoffPost(handoffOf(message)),
});

/**
 * After an assignment's answer (Next's `after()`): send its messages and the user groups'
 * syncs, sweep now and then.
 */
export const deliverNotificationsInBackground = async (ids: readonly string[]) => {
  await Promise.all([deliverInBackground(notificationChannel, ids), deliverUserGroupSyncs()]);
};

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
    const slack = data.hookId === SLACK_APP_HOOK_ID;
    return {
      id: document.id,
      notificationId: String(data.notificationId),
      hook: slack ? 'Slack (canal de turnos)' : url ? hookHost(url) : 'webhook retirado',
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
