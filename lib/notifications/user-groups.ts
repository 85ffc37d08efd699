import 'server-only';
import { createHash } from 'node:crypto';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { adminDb, runTransaction } from '@/lib/firebase';
import { keepMemberSlackLink, memberSlackLink, type MemberGroup } from '@/lib/members';
import {
  deliverDue,
  renewedOutboxFields,
  type OutboxChannel,
  type SendFailure,
} from '@/lib/outbox';
import { callSlack, outboxFailure, slackApp } from '@/lib/slack';
import type { HandoffPerson } from './message';
import { notificationCollections } from './records';
import {
  deliverScheduleNoticesInBackground,
  recordScheduleNotice,
  scheduleNoticeDue,
} from './schedule-notices';
import { slackAccountOf } from './slack-accounts';

const syncs = () => adminDb().collection(notificationCollections.userGroups);

/** The Slack user group that follows the group's holder, if the app and its id are set. */
function userGroupOf(group: MemberGroup): string | null {
  if (!slackApp()) return null;
  return (group === 'equipo' ? env.SLACK_USERGROUP_EQUIPO : env.SLACK_USERGROUP_AGENCIA) ?? null;
}

/**
 * Reads, in a handoff's transaction before its writes, the group's user group sync
 * (`slack-grupos/<group>`: one message that always holds the latest holder), and answers how to
 * record the new holder in it; nothing when the group's user group is not set. The newest change
 * wins by construction: it replaces the older one in place, waiting for a send of the old one
 * still on its way and for a Retry-After Slack gave (renewedOutboxFields).
 */
export async function userGroupSync(
  transaction: Transaction,
  group: MemberGroup,
): Promise<(holder: HandoffPerson, changeId: string, at: Date) => void> {
  if (!userGroupOf(group)) return () => undefined;
  const ref = syncs().doc(group);
  const previous = (await transaction.get(ref)).data();
  return (holder, changeId, at) => {
    transaction.set(ref, {
      group,
      // Only who: the address is read from the member when sent (it may change meanwhile).
      holder: { id: holder.id, nombre: holder.nombre },
      changeId,
      changedAt: at,
      ...renewedOutboxFields(previous, new Date()),
    });
  };
}

/**
 * Tells the shift's chats once that a member has no Slack account with their address
 * (`slack.no-account`) and keeps that on the member, in one transaction: the member's next
 * holdings, or another instance, tell nobody again until the address or the account changes.
 * Answers the notice's messages.
 */
function announceNoSlackAccount(
  group: MemberGroup,
  memberId: string,
  email: string,
  now = new Date(),
): Promise<string[]> {
  const digest = createHash('sha256').update(email).digest('hex').slice(0, 12);
  const noticeId = `slack.no-account-${group}-${memberId}-${digest}`;
  return runTransaction(async (transaction) => {
    const link = await memberSlackLink(group, memberId, transaction);
    if (!link || link.member.email !== email || link.slackId === null) return [];
    const due = await scheduleNoticeDue(transaction, noticeId);
    await keepMemberSlackLink(group, memberId, email, null, transaction);
    if (!due) return [];
    const { id, nombre, telefono } = link.member;
    return recordScheduleNotice(transaction, noticeId, {
      event: 'slack.no-account',
      group,
      at: now,
      member: { id, nombre, email, telefono },
    });
  });
}

/** Slack's answers that the id we sent is nobody (any more): look the address up again. */
const STALE_ID = new Set(['invalid_users', 'user_not_found', 'users_not_found']);

type Sent = { ok: true; fields: Record<string, unknown> } | SendFailure;

/**
 * Sets the user group to exactly the holder (`usergroups.users.update`): their Slack id as kept
 * on the member, or looked up by address (again, once, when Slack refuses the kept one). A holder
 * without an account leaves the user group as it is and is announced once.
 */
async function syncUserGroup(group: MemberGroup, message: DocumentData): Promise<Sent> {
  const usergroup = userGroupOf(group);
  if (!usergroup) {
    return {
      ok: false,
      reason: 'El grupo de usuarios de Slack ya no está configurado',
      permanent: true,
    };
  }
  const holderId = String((message.holder as { id?: unknown } | undefined)?.id ?? '');
  const timeouts = { timeoutMs: env.SHIFT_WEBHOOK_TIMEOUT_MS };
  // Kept as "none" means it was announced: look again, the person may have joined since.
  let account = await slackAccountOf(group, holderId);
  if (account.ok && account.slackId === null && account.email) {
    account = await slackAccountOf(group, holderId, { fresh: true });
  }
  for (let attempt = 1; ; attempt++) {
    if (!account.ok) return outboxFailure(account);
    if (!account.slackId) {
      if (account.email) {
        const notices = await announceNoSlackAccount(group, holderId, account.email);
        await deliverScheduleNoticesInBackground(notices);
      }
      return { ok: true, fields: { slackUserId: null } };
    }
    const answer = await callSlack(
      'usergroups.users.update',
      { usergroup, users: account.slackId },
      timeouts,
    );
    if (answer.ok) return { ok: true, fields: { slackUserId: account.slackId } };
    if (attempt > 1 || !STALE_ID.has(answer.error)) return outboxFailure(answer);
    account = await slackAccountOf(group, holderId, { fresh: true });
  }
}

/**
 * The user groups' syncs as a channel of the outbox: one message per group (its id), never
 * given up while Slack may still take it (the user group must end on the holder).
 */
export const userGroupChannel: OutboxChannel = {
  name: 'slack-user-groups',
  collection: notificationCollections.userGroups,
  enabled: () => slackApp() !== null,
  timeoutMs: () => env.SHIFT_WEBHOOK_TIMEOUT_MS * 4,
  send: (id, message) =>
    syncUserGroup(id as MemberGroup, message).catch(() => ({
      ok: false as const,
      reason: 'No se pudo leer el miembro de turno (servicio de datos)',
    })),
};

/** After a handoff: send the user groups' syncs that are due (at most one per group). */
export const deliverUserGroupSyncs = () =>
  deliverDue(userGroupChannel, { limit: 2 }).catch((error: unknown) =>
    log.error(userGroupChannel.name, 'Sending in the background failed', error),
  );

/** A user group the app could not set to the holder yet: Slack's reason, for the board. */
export interface UserGroupTrouble {
  group: MemberGroup;
  holder: string;
  lastError: string;
}

/**
 * The groups whose Slack user group is not on the holder because Slack keeps refusing or
 * failing (held, given up, or retried after 3 attempts): none without the app.
 */
export async function userGroupTroubles(): Promise<UserGroupTrouble[]> {
  if (!slackApp()) return [];
  const snapshot = await syncs().get();
  return snapshot.docs.flatMap((doc) => {
    const { status, attempts, lastError, holder, group } = doc.data();
    const stuck = status === 'held' || status === 'failed' || (attempts ?? 0) >= 3;
    if (status === 'forwarded' || !stuck || typeof lastError !== 'string') return [];
    return [{ group: group as MemberGroup, holder: String(holder?.nombre ?? ''), lastError }];
  });
}
