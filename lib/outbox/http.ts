import 'server-only';
import { isPermanentStatus } from './retry-policy';

/**
 * A send's outcome. A failure has a `reason` in Spanish for staff; `permanent` when sending it
 * again cannot help (the message is then given up at once); `held` when the service refuses us,
 * not this message (held, retried every 15 minutes, never given up); `heldAlone` when it refuses
 * this message while it accepts us (held the same way, but its destination is not).
 * `status` is the HTTP answer's, when there was one, for a channel to read its own way;
 * `retryAfterMs` is how long the service asked us to wait (a rate limit), instead of the backoff.
 */
export type SendFailure = {
  ok: false;
  reason: string;
  permanent?: boolean;
  held?: boolean;
  heldAlone?: boolean;
  status?: number;
  retryAfterMs?: number;
};
export type SendOutcome = { ok: true; body: unknown } | SendFailure;

/**
 * POSTs one message as JSON. The Idempotency-Key lets the service drop a message sent again
 * after a sender died between sending and recording. Any 2xx is success. A 4xx other than 408
 * and 429 is a permanent failure; anything else (5xx, 408, 429, a timeout, no connection) a
 * failure to retry later. The `reason` names the `service` ("servicio de leads").
 */
export async function postJson(
  url: string,
  {
    key,
    body,
    timeoutMs,
    service,
  }: { key: string; body: unknown; timeoutMs: number; service: string },
): Promise<SendOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) {
      const { status } = response;
      await response.body?.cancel();
      const reason = `El ${service} respondió ${status}`;
      return isPermanentStatus(response.status)
        ? { ok: false, reason: `${reason}: no se reintentará`, permanent: true, status }
        : { ok: false, reason, status };
    }
    // Accepted once the status says so; the answer's body is a bonus (chat hooks send text).
    return { ok: true, body: await response.json().catch(() => null) };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      return { ok: false, reason: `El ${service} no respondió en ${timeoutMs} ms` };
    }
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : null;
    const code = typeof cause?.code === 'string' ? cause.code : String(error);
    return { ok: false, reason: `No se pudo conectar con el ${service} (${code})` };
  }
}
