import 'server-only';
import type { DocumentData, DocumentReference, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { adminDb } from '@/lib/firebase';
import {
  chatHookChannel,
  chatHooks,
  chatSafe,
  expiryOnceSent,
  recordForEachHook,
} from '@/lib/chat';
import type { OutboxChannel } from '@/lib/outbox';
import { leadCollections } from './schema';
import { salesNoticeText, type SalesNotice } from './sales-text';

const notices = () => adminDb().collection(leadCollections.salesNotices);

/**
 * Records a sales notice, one outbox message per hook of SALES_WEBHOOK_URLS, inside the caller's
 * transaction; `id` is the event's (the Idempotency-Key). Answers the messages' ids.
 */
export const recordSalesNotice = (
  transaction: Transaction,
  id: string,
  notice: SalesNotice,
  now: Date,
) =>
  recordForEachHook(transaction, notices(), id, { noticeId: id, ...notice }, now, {
    hooks: chatHooks.sales,
  });

/** How many values Firestore's `in` takes. */
const IN_LIMIT = 30;

/**
 * Inside a person's deletion or block (reads only, before the caller's writes): the sales
 * notices of these leads (`lead.new`, `lead.waiting`) not yet sent, for the caller to delete: a
 * deleted or blocked person's lead is announced no more.
 */
export async function readUnsentSalesNotices(
  transaction: Transaction,
  leadIds: readonly string[],
): Promise<DocumentReference[]> {
  const refs: DocumentReference[] = [];
  for (let start = 0; start < leadIds.length; start += IN_LIMIT) {
    const chunk = leadIds.slice(start, start + IN_LIMIT);
    const snapshot = await transaction.get(notices().where('leadId', 'in', chunk));
    for (const notice of snapshot.docs) {
      if (notice.get('status') !== 'forwarded') refs.push(notice.ref);
    }
  }
  return refs;
}

const noticeOf = (message: DocumentData) => message as SalesNotice & { noticeId: string };

/**
 * Sales notices as a channel of the outbox: like shift notices, to the sales hooks; each is
 * deleted 90 days after it was sent (`expiresAt`, written when it is).
 */
export const salesNoticeChannel: OutboxChannel = {
  ...chatHookChannel({
    name: 'sales-notices',
    collection: leadCollections.salesNotices,
    hooks: chatHooks.sales,
    key: (message) => String(noticeOf(message).noticeId),
    body: (message, dialect) => {
      const { noticeId: _id, ...notice } = noticeOf(message);
      const text = salesNoticeText(notice, env.NEXT_PUBLIC_SITE_URL, (value) =>
        chatSafe(value, dialect),
      );
      return { text, ...notice };
    },
  }),
  derive: expiryOnceSent,
};
