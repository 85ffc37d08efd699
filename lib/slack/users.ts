import 'server-only';
import { BoundedMap } from '@/lib/bounded-map';
import { HOUR_MS } from '@/lib/time';
import { callSlack, type SlackFailure } from './api';

interface SlackUser {
  id: string;
  profile?: { email?: string };
}

/** How long a Slack user's address is trusted: a changed profile counts within the hour. */
const EMAIL_CACHE_MS = HOUR_MS;
const emails = new BoundedMap<string, { email: string; until: number }>(1000);

/**
 * The profile email of the Slack user who sent a command or clicked (users.info, scope
 * `users:read.email`), cached at most an hour per instance; null when the user has none (a
 * bot, a guest without one). A failure is answered as is.
 */
export async function slackUserEmail(
  userId: string,
  { timeoutMs }: { timeoutMs: number },
): Promise<{ ok: true; email: string | null } | SlackFailure> {
  const cached = emails.get(userId);
  if (cached && cached.until > Date.now()) return { ok: true, email: cached.email || null };
  const answer = await callSlack<{ user: SlackUser }>(
    'users.info',
    { user: userId },
    { timeoutMs },
  );
  if (!answer.ok) return answer;
  const email = answer.user.profile?.email?.trim().toLowerCase() ?? '';
  emails.set(userId, { email, until: Date.now() + EMAIL_CACHE_MS });
  return { ok: true, email: email || null };
}

/**
 * The Slack user id of an address (users.lookupByEmail): null when the workspace has nobody with
 * it (`users_not_found`); any other failure answered as is.
 */
export async function slackUserIdByEmail(
  email: string,
  { timeoutMs }: { timeoutMs: number },
): Promise<{ ok: true; id: string | null } | SlackFailure> {
  const answer = await callSlack<{ user: SlackUser }>(
    'users.lookupByEmail',
    { email },
    { timeoutMs },
  );
  if (answer.ok) return { ok: true, id: answer.user.id };
  return answer.error === 'users_not_found' ? { ok: true, id: null } : answer;
}
