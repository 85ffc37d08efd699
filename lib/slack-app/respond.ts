import 'server-only';
import { log } from '@/lib/log';

/** What the app sends to a `response_url`: a click's outcome in place, or a note to one person. */
export type SlackReply =
  | { replace_original: true; text: string; blocks: unknown[] }
  | { response_type: 'ephemeral'; replace_original?: false; text: string };

/** How long a reply to Slack may take (it runs after the 200, outside Slack's 3 s). */
const REPLY_TIMEOUT_MS = 5000;

/**
 * Sends a reply to the `response_url` of a click or a command, used as given (it came in the
 * signed request). A reply is not kept in the outbox: what a click changed is already stored and
 * on the board, and a response URL lasts 30 minutes; a failure is logged for staff.
 */
export async function replyToSlack(responseUrl: string, reply: SlackReply): Promise<void> {
  try {
    const response = await fetch(responseUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reply),
      signal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
      cache: 'no-store',
    });
    await response.body?.cancel();
    if (!response.ok) log.warn('slack', `The reply was refused (${response.status})`);
  } catch (error) {
    log.warn('slack', 'The reply did not reach Slack', error);
  }
}
