import 'server-only';
import type { CollectionReference, DocumentData, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { newOutboxFields, postJson, type OutboxChannel } from '@/lib/outbox';
import { chatDialect, hookId, hookUrl, type ChatDialect } from './hooks';
import { CHAT_MAX_ATTEMPTS } from './retention';

/** Why a message is given up when its hook was taken out of the settings. */
const removedHookReason = (setting: string) => `El webhook de chat ya no está en ${setting}`;

/**
 * The chat hooks a kind of notice goes to: the support channel's (shift and rights-request
 * notices) or the sales channel's (new leads, a lead destination refusing us).
 */
export const chatHooks = {
  shift: { setting: 'SHIFT_WEBHOOK_URLS', urls: () => env.SHIFT_WEBHOOK_URLS },
  sales: { setting: 'SALES_WEBHOOK_URLS', urls: () => env.SALES_WEBHOOK_URLS },
} as const;
export type ChatHooks = (typeof chatHooks)[keyof typeof chatHooks];

/**
 * Records one outbox message per hook of `hooks` (SHIFT_WEBHOOK_URLS unless told) inside the
 * caller's transaction (id `<id>-<hook index>`), each naming its hook by id, never by URL (a
 * secret). Answers the messages' ids, to send once the answer is out.
 */
export function recordForEachHook(
  transaction: Transaction,
  collection: CollectionReference,
  id: string,
  fields: DocumentData,
  now: Date,
  hooks: ChatHooks = chatHooks.shift,
): string[] {
  return hooks.urls().map((url, index) => {
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
 * `hooks` (SHIFT_WEBHOOK_URLS unless told) as they are when it is sent (a hook taken out is sent
 * nothing more: its messages are given up), `key` as Idempotency-Key, given up after
 * CHAT_MAX_ATTEMPTS.
 */
export function chatHookChannel({
  name,
  collection,
  key,
  body,
  hooks = chatHooks.shift,
}: {
  name: string;
  collection: string;
  key: (message: DocumentData) => string;
  body: (message: DocumentData, dialect: ChatDialect) => unknown;
  hooks?: ChatHooks;
}): OutboxChannel {
  return {
    name,
    collection,
    // Messages exist only for hooks configured at the time; each one checks its hook when sent.
    enabled: () => true,
    timeoutMs: () => env.SHIFT_WEBHOOK_TIMEOUT_MS,
    maxAttempts: CHAT_MAX_ATTEMPTS,
    async send(_id, message) {
      const url = hookUrl(String(message.hookId), hooks.urls());
      if (!url) return { ok: false, reason: removedHookReason(hooks.setting), permanent: true };
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
