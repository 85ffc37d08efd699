import 'server-only';
import type { DocumentData, Timestamp, Transaction } from 'firebase-admin/firestore';
import { adminDb } from '@/lib/firebase';
import { deliverInBackground } from '@/lib/outbox';
import { chatHookChannel, firstMessageId } from '@/lib/chat';
import { boardLink } from './link';
import { recordShiftNotice } from './record';
import { scheduleNoticeText, type ScheduleNotice } from './message';
import { notificationCollections } from './records';
import { noticePost } from './slack-posts';

const notices = () => adminDb().collection(notificationCollections.scheduleNotices);

/**
 * Whether the notice `noticeId` is still to record, read in the caller's transaction: its id says
 * what it is about (`cover.requested-<request id>`, `shift.reminder-<group>-<start ms>`…), so two
 * instances that both find it due record it once. Without chat hooks or the Slack app's shift
 * channel there is nothing to record.
 */
export async function scheduleNoticeDue(
  transaction: Transaction,
  noticeId: string,
): Promise<boolean> {
  const first = firstMessageId(noticeId, { slack: true });
  return first !== null && !(await transaction.get(notices().doc(first))).exists;
}

/**
 * Records a schedule notice (cover requests, confirmations, reminders), one outbox message per
 * hook of SHIFT_WEBHOOK_URLS, in the caller's transaction. Answers the messages' ids, to send
 * once the answer is out. It names people, so it expires like a handoff notice.
 */
export const recordScheduleNotice = (
  transaction: Transaction,
  noticeId: string,
  notice: ScheduleNotice,
) =>
  recordShiftNotice(
    transaction,
    notices(),
    noticeId,
    { noticeId, event: notice.event, group: notice.group, notice },
    notice.at,
  );

/** Firestore keeps the notice's instants as Timestamps: back to Dates, wherever they are. */
const dates = (value: unknown): unknown => {
  if (value && typeof value === 'object' && 'toDate' in value) {
    return (value as Timestamp).toDate();
  }
  if (Array.isArray(value)) return value.map(dates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, dates(inner)]));
  }
  return value;
};

const isoDates = (value: unknown): unknown => {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(isoDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isoDates(inner)]));
  }
  return value;
};

/** The notice as stored in its own field, apart from the outbox's. */
const noticeOf = (message: DocumentData) => dates(message.notice) as ScheduleNotice;

/**
 * Schedule notices as a channel of the outbox, to the shift notifications' hooks: Spanish `text`
 * (staff-typed values plain in each chat's markup), `event`, the board's `link` and the fields;
 * to the Slack app's shift channel with mentions and buttons.
 */
export const scheduleNoticeChannel = chatHookChannel({
  name: 'schedule-notices',
  collection: notificationCollections.scheduleNotices,
  key: (message) => String(message.noticeId),
  body: (message, dialect) => {
    const notice = noticeOf(message);
    return {
      text: scheduleNoticeText(notice, dialect, boardLink()),
      link: boardLink(),
      ...(isoDates(notice) as Record<string, unknown>),
    };
  },
  slack: (message) => noticePost(noticeOf(message)),
});

/** After the answer: send the notices' messages (the outbox's sweep retries them). */
export const deliverScheduleNoticesInBackground = (ids: readonly string[]) =>
  deliverInBackground(scheduleNoticeChannel, ids);
