import 'server-only';
import type { CollectionReference, DocumentData, Transaction } from 'firebase-admin/firestore';
import { chatExpiresAt, recordForEachHook } from '@/lib/chat';

/**
 * Records a notice about the shift at `at`, one outbox message per hook of SHIFT_WEBHOOK_URLS
 * (id `<id>-<hook index>`) and one for the Slack app's shift channel (`<id>-slack`), in the
 * caller's transaction. Every notice names people with their contact details, so each expires
 * CHAT_RETENTION_DAYS after `at`. Answers the messages' ids.
 */
export const recordShiftNotice = (
  transaction: Transaction,
  collection: CollectionReference,
  id: string,
  fields: DocumentData,
  at: Date,
) =>
  recordForEachHook(transaction, collection, id, { ...fields, expiresAt: chatExpiresAt(at) }, at, {
    slack: true,
  });
