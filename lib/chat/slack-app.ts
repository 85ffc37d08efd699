import 'server-only';
import type { DocumentData } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import type { SendFailure } from '@/lib/outbox';
import { callSlack, outboxFailure, slackShiftChannel } from '@/lib/slack';

/** The `hookId` of a message for the Slack app's shift channel (not a hook: no URL). */
export const SLACK_APP_HOOK_ID = 'slack-app';

/** A notice as the Slack app posts it: the text (also the notification's) and its blocks. */
export interface SlackPost {
  text: string;
  blocks: unknown[];
}

/**
 * Posts a message to the shift channel (SLACK_SHIFT_CHANNEL as it is when sent) with
 * `chat.postMessage`, as `build` makes it. Slack has no idempotency key: a send whose answer was
 * lost may post twice, the price of never losing one. Failures as `outboxFailure` says.
 */
export async function postToSlack(
  message: DocumentData,
  build: ((message: DocumentData) => Promise<SlackPost>) | undefined,
): Promise<{ ok: true; fields: Record<string, unknown> } | SendFailure> {
  const channel = slackShiftChannel();
  if (!channel || !build) {
    const reason = 'El canal de turnos de Slack ya no está configurado (SLACK_SHIFT_CHANNEL)';
    return { ok: false, reason, permanent: true };
  }
  let post: SlackPost;
  try {
    post = await build(message);
  } catch {
    return { ok: false, reason: 'No se pudo preparar el mensaje de Slack (servicio de datos)' };
  }
  const answer = await callSlack<{ ts: string; channel: string }>(
    'chat.postMessage',
    { channel, text: post.text, blocks: post.blocks, unfurl_links: false, unfurl_media: false },
    { timeoutMs: env.SHIFT_WEBHOOK_TIMEOUT_MS },
  );
  if (!answer.ok) return outboxFailure(answer);
  return { ok: true, fields: { slackChannel: answer.channel, slackTs: answer.ts } };
}
