import type { ChatDialect } from './hooks';

/** Look-alikes that no chat markup reads: they show the same, but open no link or mention. */
const inert: Record<string, string> = { '<': '‹', '>': '›', '[': '［', ']': '］' };
const slackEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * A value staff typed (a name, a phone), made plain text in the chat's markup, so that a
 * member named `<!channel>` or `<https://x|y>` pings nobody and plants no link:
 * - Slack: `&`, `<` and `>` as the entities Slack decodes (its documented escaping);
 * - Google Chat: `<` and `>` open its mentions (`<users/all>`) and links (`<url|text>`), and it
 *   has no escape for them: look-alikes instead;
 * - Teams: Markdown, whose links are `[text](url)` (HTML is shown as text): look-alikes for the
 *   brackets, and for `<` `>` (autolinks);
 * - other receivers: the same look-alikes, and an `@` that starts a word kept from starting a
 *   mention (`@channel`, `@here`, `@everyone` notify everyone in Mattermost or Discord).
 * In every chat, line breaks become spaces: a typed value never starts a line of its own (a
 * quote, a list, a heading, or what looks like another message).
 */
export function chatSafe(typed: string, dialect: ChatDialect): string {
  const value = typed.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');
  if (dialect === 'slack') return value.replace(/[&<>]/g, (char) => slackEntities[char] ?? char);
  if (dialect === 'google-chat') return value.replace(/[<>]/g, (char) => inert[char] ?? char);
  const plain = value.replace(/[<>[\]]/g, (char) => inert[char] ?? char);
  // A zero-width space after an `@` that starts a word (not an email's): no longer a mention.
  return dialect === 'other' ? plain.replace(/(^|[^\p{L}\p{N}._%+-])@/gu, '$1@\u200B') : plain;
}
