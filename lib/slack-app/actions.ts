import 'server-only';
import { chatSafe } from '@/lib/chat';
import { DomainError } from '@/lib/errors';
import { isFirestoreId } from '@/lib/firebase/values';
import { formatChileTime } from '@/lib/format';
import { log } from '@/lib/log';
import { isMemberGroup, memberByEmail, type MemberGroup } from '@/lib/members';
import { SLACK_ACTIONS } from '@/lib/notifications';
import { acceptCover, confirmHandoff } from '@/lib/schedule';
import { slackUserEmail } from '@/lib/slack';
import * as z from '@/lib/zod';
import { slackAppMessages as m } from './messages';
import type { SlackReply } from './respond';

/** A click on one of the notices' buttons, as the interactivity route passes it on. */
type SlackAction = {
  userId: string;
  responseUrl: string;
  /** The clicked message's blocks, to show the outcome in their place. */
  blocks: unknown[];
  group: MemberGroup;
} & ({ kind: 'confirm' } | { kind: 'cover'; requestId: string });

/** The part of Slack's `block_actions` payload the app reads. */
const payloadSchema = z.object({
  type: z.literal('block_actions'),
  user: z.object({ id: z.string().regex(/^[UW][A-Z0-9]+$/) }),
  response_url: z.url({ protocol: /^https?$/ }),
  message: z.object({ blocks: z.array(z.unknown()).optional() }).optional(),
  actions: z.array(z.object({ action_id: z.string(), value: z.string().optional() })).min(1),
});

/**
 * Reads the `payload` field of an interactivity request: the click's user, reply URL, message
 * and action. An unknown action or a malformed payload is answered with why, in Spanish (400).
 */
export function parseSlackAction(
  payload: string | null,
): { ok: true; action: SlackAction } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(payload ?? '');
  } catch {
    return { ok: false, error: 'El campo payload de Slack no es JSON válido' };
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return { ok: false, error: 'La acción de Slack no tiene la forma esperada' };
  const { user, response_url: responseUrl, message, actions } = parsed.data;
  const [{ action_id: actionId, value = '' }] = actions as [(typeof actions)[number]];
  const base = { userId: user.id, responseUrl, blocks: message?.blocks ?? [] };
  if (actionId === SLACK_ACTIONS.confirmShift && isMemberGroup(value)) {
    return { ok: true, action: { ...base, kind: 'confirm', group: value } };
  }
  const [group = '', requestId = ''] = value.split(':');
  if (actionId === SLACK_ACTIONS.coverAccept && isMemberGroup(group) && isFirestoreId(requestId)) {
    return { ok: true, action: { ...base, kind: 'cover', group, requestId } };
  }
  const known = Object.values(SLACK_ACTIONS).some((known) => known === actionId);
  return {
    ok: false,
    error: known ? 'El valor de la acción de Slack no es válido' : 'Acción de Slack desconocida',
  };
}

const ephemeral = (text: string): SlackReply => ({
  response_type: 'ephemeral',
  replace_original: false,
  text,
});

/** The clicked message with its buttons gone and the outcome below what it said. */
function outcome(blocks: unknown[], text: string): SlackReply {
  const kept = blocks.filter((block) => (block as { type?: unknown }).type !== 'actions');
  return {
    replace_original: true,
    text,
    blocks: [...kept, { type: 'section', text: { type: 'mrkdwn', text: `*${text}*` } }],
  };
}

/**
 * Does what a click asks, as the board would, for the group's member whose address is the Slack
 * user's (users.info, cached an hour), recorded as `slack:<user id> <email>`: 'Confirmo turno'
 * confirms the handoff, 'Cubrir' accepts the cover request. Answers the reply (the outcome in
 * place of the message, or an ephemeral refusal in Spanish) and the notices to send.
 */
export async function runSlackAction(
  action: SlackAction,
): Promise<{ reply: SlackReply; notices: string[] }> {
  const none: string[] = [];
  const found = await slackUserEmail(action.userId, { timeoutMs: 1500 });
  if (!found.ok) return { reply: ephemeral(m.slackDown), notices: none };
  if (!found.email) return { reply: ephemeral(m.noEmail), notices: none };
  const email = found.email;
  const plain = (value: string) => chatSafe(value, 'slack');
  const by = `slack:${action.userId} ${email}`;
  try {
    const member = await memberByEmail(action.group, email);
    if (!member)
      return { reply: ephemeral(m.notMember(action.group, plain(email))), notices: none };
    if (action.kind === 'confirm') {
      const { confirmedAt } = await confirmHandoff(action.group, { email, by });
      const time = formatChileTime(new Date(confirmedAt));
      return {
        reply: outcome(action.blocks, m.confirmedBy(plain(member.nombre), time)),
        notices: none,
      };
    }
    const accepted = await acceptCover(action.group, action.requestId, { email, by });
    return {
      reply: outcome(action.blocks, m.covers(plain(member.nombre))),
      notices: accepted.notices,
    };
  } catch (error) {
    if (error instanceof DomainError)
      return { reply: ephemeral(plain(error.message)), notices: none };
    log.error('slack', `${action.kind} from Slack failed`, error);
    return { reply: ephemeral(m.failed), notices: none };
  }
}
