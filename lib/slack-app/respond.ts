import 'server-only';
import { log } from '@/lib/log';

/** What the app sends to an interaction's `response_url`. */
export type ActionReply =
  | { replace_original: true; text: string; blocks: unknown[] }
  | { response_type: 'ephemeral'; replace_original: false; text: string };

/** How long a reply to Slack may take (it runs after the 200, outside Slack's 3 s). */
const REPLY_TIMEOUT_MS = 5000;

/**
 * Sends the reply to the click's `response_url`, used as given (it came in the signed payload).
 * A reply is not kept in the outbox: the change itself is already stored and on the board, and
 * a response URL lasts 30 minutes; a failure is logged for staff.
 */
export async function replyToAction(responseUrl: string, reply: ActionReply): Promise<void> {
  try {
    const response = await fetch(responseUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reply),
      signal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
      cache: 'no-store',
    });
    await response.body?.cancel();
    if (!response.ok) log.warn('slack', `The reply to a click was refused (${response.status})`);
  } catch (error) {
    log.warn('slack', 'The reply to a click did not reach Slack', error);
  }
}
