import 'server-only';
import { env } from '@/lib/env';
import { keepMemberSlackLink, memberSlackLink, type MemberGroup } from '@/lib/members';
import { slackUserIdByEmail, type SlackFailure } from '@/lib/slack';
import type { HandoffPerson } from './message';

/** A member's Slack account: the user id, or null when Slack has nobody with their address. */
type SlackAccount = { ok: true; slackId: string | null; email: string } | SlackFailure;

const timeouts = () => ({ timeoutMs: env.SHIFT_WEBHOOK_TIMEOUT_MS });

/**
 * The Slack account of a member: the one kept on the member for their current address, else
 * looked up by it (`users.lookupByEmail`) and kept. `fresh` looks it up again whatever is kept
 * (Slack refused the kept id, or said before that there was none: the person may have joined).
 * A member gone is nobody (`slackId` null, no address).
 */
export async function slackAccountOf(
  group: MemberGroup,
  memberId: string,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<SlackAccount> {
  const link = await memberSlackLink(group, memberId);
  if (!link?.member.email) return { ok: true, slackId: null, email: '' };
  const { email } = link.member;
  if (!fresh && link.slackId !== undefined) return { ok: true, slackId: link.slackId, email };
  const found = await slackUserIdByEmail(email, timeouts());
  if (!found.ok) return found;
  // Only an account found is kept here: "none" is kept by the one notice that says so.
  if (found.id) await keepMemberSlackLink(group, memberId, email, found.id);
  return { ok: true, slackId: found.id, email };
}

/**
 * The Slack ids of the people a notice names, for mentions (`<@U…>`): each member's account as
 * kept or looked up; whoever has none, or could not be looked up now, is named instead.
 */
export async function slackMentions(
  group: MemberGroup,
  people: readonly (HandoffPerson | null | undefined)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(people.filter((person) => person?.id).map((person) => person!.id))];
  const accounts = await Promise.all(ids.map((id) => slackAccountOf(group, id)));
  const mentions = new Map<string, string>();
  accounts.forEach((account, index) => {
    if (account.ok && account.slackId) mentions.set(ids[index]!, account.slackId);
  });
  return mentions;
}
