import 'server-only';

/**
 * The chat transport (server entry): the chat incoming webhooks of the support channel
 * (SHIFT_WEBHOOK_URLS) and of the sales channel (SALES_WEBHOOK_URLS), each message recorded per
 * hook in its sender's transaction and sent through the outbox in the hook's dialect, with what
 * staff typed made plain text; the shift's notices also to the Slack app's shift channel
 * (SLACK_SHIFT_CHANNEL), posted with `chat.postMessage`. Used by the shift's notices, leads' and
 * privacy's.
 */
export * from './client';
export {
  chatHookChannel,
  chatHooks,
  firstMessageId,
  recordForEachHook,
  type ChatHooks,
} from './channel';
export { chatDialect, hookHost, hookId, hookUrl } from './hooks';
export { SLACK_APP_HOOK_ID, type SlackPost } from './slack-app';
