import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { hookId, hookUrl, NOTIFICATION_MAX_ATTEMPTS, removedHookReason } from '@/lib/notifications';
import {
  deliverDue,
  deliverInBackground,
  newOutboxFields,
  postJson,
  type OutboxChannel,
} from '@/lib/outbox';
import { privacyCollections } from './records';
import { requestNoticeText, type RequestNotice } from './notice-text';
import type { PrivacyRight } from './rights';

const notices = () => adminDb().collection(privacyCollections.notices);

/**
 * Records the notice of a new request, one outbox message per hook of SHIFT_WEBHOOK_URLS, in
 * the request's transaction (id `<request id>-<hook index>`, the hook named by id, never URL).
 * Answers the messages' ids, to send once the answer is out.
 */
export function recordRequestNotice(transaction: Transaction, notice: RequestNotice, now: Date) {
  return env.SHIFT_WEBHOOK_URLS.map((url, index) => {
    const ref = notices().doc(`${notice.requestId}-${index}`);
    transaction.create(ref, {
      ...notice,
      hookId: hookId(url),
      ...newOutboxFields(now),
      createdAt: now,
    });
    return ref.id;
  });
}

/** Rights-request notices as a channel of the outbox: like shift notifications, same hooks. */
export const requestNoticeChannel: OutboxChannel = {
  name: 'privacy-notices',
  collection: privacyCollections.notices,
  enabled: () => true,
  timeoutMs: () => env.SHIFT_WEBHOOK_TIMEOUT_MS,
  maxAttempts: NOTIFICATION_MAX_ATTEMPTS,
  async send(_id, message) {
    const url = hookUrl(String(message.hookId), env.SHIFT_WEBHOOK_URLS);
    if (!url) return { ok: false, reason: removedHookReason, permanent: true };
    const notice = {
      requestId: String(message.requestId),
      right: message.right as PrivacyRight,
      dueOn: String(message.dueOn),
    };
    const outcome = await postJson(url, {
      key: notice.requestId,
      body: { text: requestNoticeText(notice, env.NEXT_PUBLIC_SITE_URL), ...notice },
      timeoutMs: env.SHIFT_WEBHOOK_TIMEOUT_MS,
      service: 'webhook de chat',
    });
    return outcome.ok ? { ok: true } : outcome;
  },
};

/** After a request's answer (Next's `after()`): send its notices, sweep now and then. */
export const deliverRequestNoticesInBackground = (ids: readonly string[]) =>
  deliverInBackground(requestNoticeChannel, ids);

/** Sends the due notices (all pending ones with `ignoreBackoff`): the retry command. */
export const deliverPendingRequestNotices = (options: { ignoreBackoff?: boolean } = {}) =>
  deliverDue(requestNoticeChannel, options);
