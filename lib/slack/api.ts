import 'server-only';
import type { SendFailure } from '@/lib/outbox';
import { slackApp } from './config';

/** What a Web API method answered: its body (`ok: true`), or why not. */
export type SlackAnswer<T> = ({ ok: true } & T) | SlackFailure;

/**
 * A call that failed. `error` is Slack's code (`users_not_found`, `ratelimited`,
 * `invalid_auth`…), or ours for a transport failure (`http_503`, `timeout`, `unreachable`);
 * `reason` says it in Spanish for staff; `retryAfterMs` is Slack's Retry-After, when it limits us.
 */
export interface SlackFailure {
  ok: false;
  error: string;
  reason: string;
  retryAfterMs?: number;
}

/**
 * Codes that say Slack refuses the app, not this one call: a person has to fix the app's
 * installation, scopes, channel or user group. Retrying soon cannot help.
 */
const APP_REFUSED = new Set([
  'not_authed',
  'invalid_auth',
  'account_inactive',
  'token_revoked',
  'token_expired',
  'missing_scope',
  'not_allowed_token_type',
  'no_permission',
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'no_such_subteam',
  'permission_denied',
]);

/** Whether Slack refuses the app itself (see APP_REFUSED). */
const isAppRefused = (failure: SlackFailure) => APP_REFUSED.has(failure.error);

/** Whether the failure may pass by itself (Slack down, slow, limiting us). */
const isPassing = (failure: SlackFailure) =>
  failure.error === 'ratelimited' ||
  failure.error === 'timeout' ||
  failure.error === 'unreachable' ||
  failure.error === 'internal_error' ||
  failure.error === 'fatal_error' ||
  failure.error === 'service_unavailable' ||
  failure.error === 'request_timeout' ||
  failure.error.startsWith('http_');

/** Retry-After in seconds (Slack sends whole seconds), as milliseconds; 60 s when unreadable. */
function retryAfterMs(header: string | null): number {
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) * 1000 : 60_000;
}

/**
 * Calls one Web API method with the bot token, its arguments form-encoded (objects as JSON, as
 * Slack reads `blocks`). Plain fetch, not @slack/web-api: six methods, and the outbox, not a
 * client's own queue, retries and waits out rate limits, so what we need from an answer is its
 * `ok`, its `error` and Retry-After. Never throws.
 */
export async function callSlack<T extends object = Record<string, unknown>>(
  method: string,
  args: Record<string, unknown>,
  { timeoutMs }: { timeoutMs: number },
): Promise<SlackAnswer<T>> {
  const app = slackApp();
  if (!app)
    return { ok: false, error: 'not_configured', reason: 'La app de Slack no está configurada' };
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    form.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  try {
    const response = await fetch(`${app.apiUrl}/${method}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${app.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form,
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (response.status === 429) {
      await response.body?.cancel();
      const wait = retryAfterMs(response.headers.get('retry-after'));
      return {
        ok: false,
        error: 'ratelimited',
        reason: `Slack pidió esperar ${wait / 1000} s (${method})`,
        retryAfterMs: wait,
      };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return {
        ok: false,
        error: `http_${response.status}`,
        reason: `Slack respondió ${response.status} (${method})`,
      };
    }
    const body = (await response.json().catch(() => null)) as
      ({ ok?: unknown; error?: unknown } & T) | null;
    if (body?.ok === true) return body as { ok: true } & T;
    const error = typeof body?.error === 'string' ? body.error : 'invalid_response';
    return { ok: false, error, reason: `Slack respondió ${error} (${method})` };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      return {
        ok: false,
        error: 'timeout',
        reason: `Slack no respondió en ${timeoutMs} ms (${method})`,
      };
    }
    return { ok: false, error: 'unreachable', reason: `No se pudo conectar con Slack (${method})` };
  }
}

/**
 * A failed call as the outbox records it: one that may pass by itself is retried (after
 * Retry-After when Slack limits us); Slack refusing the app holds the message until a person
 * fixes it; anything else (a malformed message) is given up.
 */
export function outboxFailure(failure: SlackFailure): SendFailure {
  if (isPassing(failure)) {
    return { ok: false, reason: failure.reason, retryAfterMs: failure.retryAfterMs };
  }
  if (isAppRefused(failure)) return { ok: false, reason: failure.reason, held: true };
  return { ok: false, reason: failure.reason, permanent: true };
}
