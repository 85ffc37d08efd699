import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { toMember, type Member } from './model';
import { memberDocs } from './members';
import type { MemberGroup } from './records';

/**
 * The member's Slack account, kept on the member (`slack: { email, id }`) for the address it was
 * looked up with: the user's id, or null when Slack has nobody with that address (the staff were
 * told once). A different address since (the member's email changed) means not looked up yet.
 */
export interface MemberSlackLink {
  member: Member;
  /** The Slack user id; null: no account with the member's address; undefined: not looked up. */
  slackId: string | null | undefined;
}

/** The member and their Slack account, alone or in `transaction`; null when the member is gone. */
export async function memberSlackLink(
  group: MemberGroup,
  id: string,
  transaction?: Transaction,
): Promise<MemberSlackLink | null> {
  const ref = memberDocs(group).doc(id);
  const snapshot = transaction ? await transaction.get(ref) : await ref.get();
  if (!snapshot.exists) return null;
  const member = toMember(id, snapshot.data()!, group);
  const slack = snapshot.get('slack') as { email?: unknown; id?: unknown } | undefined;
  const current = slack && slack.email === member.email;
  const slackId = current ? (typeof slack.id === 'string' ? slack.id : null) : undefined;
  return { member, slackId };
}

/**
 * Keeps what Slack said of the member's `email` (their id, or null: no account), in the caller's
 * transaction after `memberSlackLink` read the member, or alone.
 */
export async function keepMemberSlackLink(
  group: MemberGroup,
  id: string,
  email: string,
  slackId: string | null,
  transaction?: Transaction,
): Promise<void> {
  const ref = memberDocs(group).doc(id);
  const slack = { slack: { email, id: slackId } };
  if (transaction) transaction.update(ref, slack);
  // Alone it is a cache: a member deleted meanwhile, or a failed write, means a new look-up.
  else await ref.update(slack).catch(() => undefined);
}
