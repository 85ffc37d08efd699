import { createHmac, randomBytes } from 'node:crypto';
import { SLACK_STAND_IN_WORKSPACE as workspace } from './slack-stand-in';

/**
 * The requests Slack sends an app, built for tests that play Slack's side: a slash command and
 * a button's block_actions, form-encoded as Slack posts them, and the signature headers Slack
 * adds (api.slack.com/authentication/verifying-requests-from-slack). They name the workspace
 * of the stand-in (slack-stand-in.ts), so what the app looks up there matches.
 */

/** The (deprecated) verification token Slack still sends in the body; apps check signatures. */
const VERIFICATION_TOKEN = 'stand-in-verification-token';

/**
 * Slack's signature headers for `body`: `v0=` and the hex HMAC-SHA256, keyed with the signing
 * secret, of `v0:<timestamp>:<body>`. `timestamp` in seconds (an old one: a replayed request).
 */
export function signSlackRequest(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
) {
  const signature = createHmac('sha256', secret).update(`v0:${timestamp}:${body}`).digest('hex');
  return {
    'x-slack-request-timestamp': String(timestamp),
    'x-slack-signature': `v0=${signature}`,
    'content-type': 'application/x-www-form-urlencoded',
  };
}

/** A trigger_id shaped as Slack's: `<digits>.<digits>.<hex>` (unique enough for a test). */
const triggerId = () =>
  `${Date.now()}.${Math.floor(Math.random() * 1e9)}.${randomBytes(16).toString('hex')}`;

/**
 * The body of a slash command Slack posts to the command's Request URL. `responseUrl` is where
 * the app's delayed answers go: the stand-in's `responseUrl(id)`, so a test never posts to Slack.
 */
export function slashCommandBody(command: {
  userId: string;
  text: string;
  responseUrl: string;
  command?: string;
  userName?: string;
  channelId?: string;
  channelName?: string;
}) {
  return new URLSearchParams({
    token: VERIFICATION_TOKEN,
    team_id: workspace.teamId,
    team_domain: workspace.teamDomain,
    channel_id: command.channelId ?? 'C0000STND',
    channel_name: command.channelName ?? 'soporte',
    user_id: command.userId,
    user_name: command.userName ?? 'usuario',
    command: command.command ?? '/turno',
    text: command.text,
    api_app_id: workspace.apiAppId,
    response_url: command.responseUrl,
    trigger_id: triggerId(),
  }).toString();
}

/**
 * The body Slack posts to the Interactivity Request URL when someone clicks a button in the
 * app's message (`channelId`, `messageTs`): `payload=<JSON>` of type block_actions.
 */
export function blockActionsBody(click: {
  userId: string;
  actionId: string;
  value: string;
  responseUrl: string;
  channelId: string;
  messageTs: string;
  userName?: string;
  blockId?: string;
  channelName?: string;
  messageText?: string;
  messageBlocks?: unknown[];
}) {
  const now = Date.now();
  const payload = {
    type: 'block_actions',
    user: {
      id: click.userId,
      username: click.userName ?? 'usuario',
      name: click.userName ?? 'usuario',
      team_id: workspace.teamId,
    },
    api_app_id: workspace.apiAppId,
    token: VERIFICATION_TOKEN,
    container: {
      type: 'message',
      message_ts: click.messageTs,
      channel_id: click.channelId,
      is_ephemeral: false,
    },
    trigger_id: triggerId(),
    team: { id: workspace.teamId, domain: workspace.teamDomain },
    enterprise: null,
    is_enterprise_install: false,
    channel: { id: click.channelId, name: click.channelName ?? 'soporte' },
    message: {
      type: 'message',
      user: workspace.botUserId,
      bot_id: workspace.botId,
      ts: click.messageTs,
      text: click.messageText ?? '',
      blocks: click.messageBlocks ?? [],
    },
    state: { values: {} },
    response_url: click.responseUrl,
    actions: [
      {
        action_id: click.actionId,
        block_id: click.blockId ?? 'actions',
        value: click.value,
        type: 'button',
        // Seconds with microseconds, as a string, like a message ts.
        action_ts: (now / 1000).toFixed(6),
      },
    ],
  };
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}
