import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import { chatHookChannel, recordForEachHook } from '@/lib/chat';
import { deliverInBackground } from '@/lib/outbox';
import { privacyCollections } from './records';
import { requestNoticeText, type RequestNotice } from './notice-text';
import type { PrivacyRight } from './rights';

const notices = () => adminDb().collection(privacyCollections.notices);

/**
 * Records the notice of a new request, one outbox message per hook of SHIFT_WEBHOOK_URLS, in
 * the request's transaction.
 */
export const recordRequestNotice = (transaction: Transaction, notice: RequestNotice, now: Date) =>
  recordForEachHook(transaction, notices(), notice.requestId, notice, now);

/** Rights-request notices as a channel of the outbox: like shift notifications, same hooks. */
export const requestNoticeChannel = chatHookChannel({
  name: 'privacy-notices',
  collection: privacyCollections.notices,
  key: (message) => String(message.requestId),
  body: (message) => {
    const notice = {
      requestId: String(message.requestId),
      right: message.right as PrivacyRight,
      dueOn: String(message.dueOn),
    };
    return { text: requestNoticeText(notice, env.NEXT_PUBLIC_SITE_URL), ...notice };
  },
});

/** After a request's answer (Next's `after()`): send its notices, sweep now and then. */
export const deliverRequestNoticesInBackground = (ids: readonly string[]) =>
  deliverInBackground(requestNoticeChannel, ids);
