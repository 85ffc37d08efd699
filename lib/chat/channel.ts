import 'server-only';
import type { CollectionReference, DocumentData, Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { slackShiftChannel } from '@/lib/slack';
import { newOutboxFields, postJson, type OutboxChannel } from '@/lib/outbox';
import { chatDialect, hookId, hookUrl, type ChatDialect } from './hooks';
import { CHAT_MAX_ATTEMPTS } from './retention';
import { postToSlack, SLACK_APP_HOOK_ID, type SlackPost } from './slack-app';

/** Why a message is given up when its hook was taken out of the settings. */
const removedHookReason = (setting: string) => `El webhook de chat ya no está en ${setting}`;

/**
 * The chat hooks a kind of notice goes to: the support channel's (shift and rights-request
 * notices), the sales channel's (new leads, a lead destination refusing us) or the privacy
 * staff's (security incidents still open).
 */
export const chatHooks = {
  shift: { setting: 'SHIFT_WEBHOOK_URLS', urls: () => env.SHIFT_WEBHOOK_URLS },
  sales: { setting: 'SALES_WEBHOOK_URLS', urls: () => env.SALES_WEBHOOK_URLS },
  privacy: { setting: 'PRIVACY_WEBHOOK_URLS', urls: () => env.PRIVACY_WEBHOOK_URLS },
} as const;
export type ChatHooks = (typeof chatHooks)[keyof typeof chatHooks];

/**
 * Where a message goes: each hook of `hooks` by its place (`0`, `1`…, named by id, never by URL,
 * a secret), then, with `slack` and the Slack app's shift channel set, that channel (`slack`).
 */
function destinations(hooks: ChatHooks, slack: boolean): { suffix: string; hookId: string }[] {
  const each = hooks.urls().map((url, index) => ({ suffix: String(index), hookId: hookId(url) }));
  return slack && slackShiftChannel()
    ? [...each, { suffix: 'slack', hookId: SLACK_APP_HOOK_ID }]
    : each;
}

/**
 * The id of the first message `recordForEachHook` would record for `id`, to tell whether it was
 * recorded already; null when there is nowhere to send it.
 */
export function firstMessageId(id: string, { hooks = chatHooks.shift, slack = false } = {}) {
  const first = destinations(hooks, slack)[0];
  return first ? `${id}-${first.suffix}` : null;
}

/**
 * Records one outbox message per hook of `hooks` (SHIFT_WEBHOOK_URLS unless told) inside the
 * caller's transaction (id `<id>-<hook index>`), and with `slack` one more for the Slack app's
 * shift channel (`<id>-slack`). Answers the messages' ids, to send once the answer is out.
 */
export function recordForEachHook(
  transaction: Transaction,
  collection: CollectionReference,
  id: string,
  fields: DocumentData,
  now: Date,
  { hooks = chatHooks.shift, slack = false }: { hooks?: ChatHooks; slack?: boolean } = {},
): string[] {
  return destinations(hooks, slack).map((destination) => {
    const ref = collection.doc(`${id}-${destination.suffix}`);
    transaction.create(ref, {
      ...fields,
      hookId: destination.hookId,
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
 * CHAT_MAX_ATTEMPTS. A message for the Slack app's channel is posted there as `slack` makes it.
 */
export function chatHookChannel({
  name,
  collection,
  key,
  body,
  slack,
  hooks = chatHooks.shift,
}: {
  name: string;
  collection: string;
  key: (message: DocumentData) => string;
  body: (message: DocumentData, dialect: ChatDialect) => unknown;
  slack?: (message: DocumentData) => Promise<SlackPost>;
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
      if (message.hookId === SLACK_APP_HOOK_ID) return postToSlack(message, slack);
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
