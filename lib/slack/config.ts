import 'server-only';
import { env } from '@/lib/env';

/** The Slack app's settings, when it is configured (bot token and signing secret both set). */
export interface SlackApp {
  token: string;
  signingSecret: string;
  apiUrl: string;
}

/** The Slack app, or null: without it nothing of Slack exists (routes 404, nothing recorded). */
export function slackApp(): SlackApp | null {
  if (!env.SLACK_BOT_TOKEN || !env.SLACK_SIGNING_SECRET) return null;
  return {
    token: env.SLACK_BOT_TOKEN,
    signingSecret: env.SLACK_SIGNING_SECRET,
    apiUrl: env.SLACK_API_URL.replace(/\/+$/, ''),
  };
}

/** The channel shift notices are also posted to, when the app and the channel are set. */
export const slackShiftChannel = () => (slackApp() ? (env.SLACK_SHIFT_CHANNEL ?? null) : null);
