import { createHash } from 'node:crypto';

/**
 * A chat hook's stable id: the start of the SHA-256 of its URL. Stored with each notification instead
 * of the URL (whose path is the hook's secret), and resolved against SHIFT_WEBHOOK_URLS when the
 * notification is sent. Incoming-webhook URLs carry long random tokens, so the id reveals nothing;
 * the same URL keeps its id whatever its place in the list.
 */
export const hookId = (url: string) => createHash('sha256').update(url).digest('hex').slice(0, 16);

/** The configured URL of a hook id, if the hook is still in the settings. */
export const hookUrl = (id: string, urls: readonly string[]) =>
  urls.find((url) => hookId(url) === id);

/** Where a hook lives, for staff: its host only (the rest of the URL is its secret). */
export const hookHost = (url: string) => (URL.canParse(url) ? new URL(url).host : '');

/**
 * The markup a chat reads in `text`: Slack's mrkdwn, Google Chat's own syntax, Teams' Markdown,
 * or `other` (a receiver we do not know, e.g. a self-hosted chat).
 */
export type ChatDialect = 'slack' | 'google-chat' | 'teams' | 'other';

/** The dialect of a hook, from the host its provider gives incoming webhooks. */
export function chatDialect(url: string): ChatDialect {
  const host = hookHost(url).toLowerCase();
  if (host === 'hooks.slack.com') return 'slack';
  if (host === 'chat.googleapis.com') return 'google-chat';
  // Teams' incoming webhooks, old and new (Workflows: Logic Apps, Power Platform).
  const teams =
    host === 'outlook.office.com' ||
    /\.(webhook\.office\.com|logic\.azure\.com|environment\.api\.powerplatform\.com)$/.test(host);
  return teams ? 'teams' : 'other';
}
