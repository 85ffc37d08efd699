import 'server-only';

/**
 * Slack's Web API (server entry): the app's settings, one call of a method (plain fetch, never
 * throwing: the outbox retries), who a Slack user is by address and the other way round, and
 * the signature of Slack's requests. The signed routes' wrapper is `@/lib/slack/route`.
 */
export { callSlack, outboxFailure, type SlackFailure } from './api';
export { slackApp, slackShiftChannel } from './config';
export { slackUserEmail, slackUserIdByEmail } from './users';
