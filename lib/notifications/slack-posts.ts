import 'server-only';
import { chatSafe, type SlackPost } from '@/lib/chat';
import { boardLink } from './link';
import {
  handoffText,
  scheduleNoticeText,
  type Handoff,
  type HandoffPerson,
  type NameOf,
  type ScheduleNotice,
} from './message';
import { slackMentions } from './slack-accounts';

/**
 * The block actions the app's notices carry, and what each button's `value` holds (the
 * interactivity route reads them: docs/contracts.md, The on-call tool in Slack).
 */
export const SLACK_ACTIONS = {
  /** 'Confirmo turno' on a handoff; value: the group. */
  confirmShift: 'confirm_shift',
  /** 'Cubrir' on a cover request; value: `<group>:<request id>`. */
  coverAccept: 'cover_accept',
} as const;

/** How the Slack app names a person: a mention where their account is known. */
const mentioning =
  (mentions: Map<string, string>): NameOf =>
  (person) => {
    const id = mentions.get(person.id);
    return id ? `<@${id}>` : chatSafe(person.nombre || person.email || 'Sin nombre', 'slack');
  };

const section = (text: string) => ({ type: 'section', text: { type: 'mrkdwn', text } });

const button = (actionId: string, label: string, value: string) => ({
  type: 'actions',
  block_id: actionId,
  elements: [
    {
      type: 'button',
      action_id: actionId,
      text: { type: 'plain_text', text: label },
      style: 'primary',
      value,
    },
  ],
});

/** A notice with nothing to press. */
export const plainPost = (text: string): SlackPost => ({ text, blocks: [section(text)] });

/** A handoff in the shift channel: the holder mentioned, with 'Confirmo turno'. */
export async function handoffPost(handoff: Handoff): Promise<SlackPost> {
  const mentions = await slackMentions(handoff.group, [handoff.holder, handoff.previous]);
  const text = handoffText(handoff, 'slack', boardLink(), mentioning(mentions));
  return {
    text,
    blocks: [section(text), button(SLACK_ACTIONS.confirmShift, 'Confirmo turno', handoff.group)],
  };
}

/** The people a schedule notice names. */
function peopleOf(notice: ScheduleNotice): (HandoffPerson | null)[] {
  switch (notice.event) {
    case 'cover.accepted':
      return [notice.requester, notice.acceptor];
    case 'cover.requested':
    case 'cover.expired':
    case 'cover.cancelled':
      return [notice.requester];
    case 'handoff.unconfirmed':
      return [notice.holder, notice.previous, notice.fallback];
    case 'shift.reminder':
    case 'slack.no-account':
      return [notice.member];
    case 'shift.reassigned':
      return [notice.absent, notice.standIn, notice.holder];
  }
}

/** A schedule notice in the shift channel, people mentioned; a cover request with 'Cubrir'. */
export async function noticePost(notice: ScheduleNotice): Promise<SlackPost> {
  const mentions = await slackMentions(notice.group, peopleOf(notice));
  const text = scheduleNoticeText(notice, 'slack', boardLink(), mentioning(mentions));
  const blocks: unknown[] = [section(text)];
  if (notice.event === 'cover.requested') {
    blocks.push(button(SLACK_ACTIONS.coverAccept, 'Cubrir', `${notice.group}:${notice.requestId}`));
  }
  // Still unconfirmed: the holder may confirm from here too.
  if (notice.event === 'handoff.unconfirmed') {
    blocks.push(button(SLACK_ACTIONS.confirmShift, 'Confirmo turno', notice.group));
  }
  return { text, blocks };
}
