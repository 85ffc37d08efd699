import 'server-only';
import type { CollectionReference, DocumentData, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { newOutboxFields, postJson, type OutboxChannel } from '@/lib/outbox';
import { chatDialect, hookId, hookUrl, type ChatDialect } from './hooks';
import { NOTIFICATION_MAX_ATTEMPTS } from './records';

/** Why a message is given up when its hook was taken out of the settings. */
export const removedHookReason = 'El webhook de chat ya no está en SHIFT_WEBHOOK_URLS';

/**
 * Records one outbox message per hook of SHIFT_WEBHOOK_URLS inside the caller's transaction (id
 * `<id>-<hook index>`), each naming its hook by id, never by URL (a secret). Answers the
 * messages' ids, to send once the answer is out.
 */
export function recordForEachHook(
  transaction: Transaction,
  collection: CollectionReference,
  id: string,
  fields: DocumentData,
  now: Date,
): string[] {
  return env.SHIFT_WEBHOOK_URLS.map((url, index) => {
    const ref = collection.doc(`${id}-${index}`);
    transaction.create(ref, {
      ...fields,
      hookId: hookId(url),
      ...newOutboxFields(now),
      createdAt: now,
    });
    return ref.id;
  });
}

/**
 * A channel of the outbox to the chat hooks: each message to its own hook, found by id in
 * SHIFT_WEBHOOK_URLS as they are when it is sent (a hook taken out is sent nothing more: its
 * messages are given up), `key` as Idempotency-Key, given up after NOTIFICATION_MAX_ATTEMPTS.
 */
export function chatHookChannel({
  name,
  collection,
  key,
  body,
}: {
  name: string;
  collection: string;
  key: (message: DocumentData) => string;
  body: (message: DocumentData, dialect: ChatDialect) => unknown;
}): OutboxChannel {
  return {
    name,
    collection,
    // Messages exist only for hooks configured at the time; each one checks its hook when sent.
    enabled: () => true,
    timeoutMs: () => env.SHIFT_WEBHOOK_TIMEOUT_MS,
    maxAttempts: NOTIFICATION_MAX_ATTEMPTS,
    async send(_id, message) {
      const url = hookUrl(String(message.hookId), env.SHIFT_WEBHOOK_URLS);
      if (!url) return { ok: false, reason: removedHookReason, permanent: true };
      const outcome = await postJson(url, {
        key: key(message),
        body: body(message, chatDialect(url)),
        timeoutMs: env.SHIFT_WEBHOOK_TIMEOUT_MS,
        service: 'webhook de chat',
      });
      return outcome.ok ? { ok: true } : outcome;
    },
  };
}
