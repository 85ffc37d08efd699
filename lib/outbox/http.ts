import 'server-only';

export type SendOutcome = { ok: true; body: unknown } | { ok: false; reason: string };

/**
 * POSTs one message as JSON. The Idempotency-Key lets the service drop a message sent again
 * after a sender died between sending and recording. Any 2xx is success; anything else, a
 * timeout included, is a failure to retry later, with a `reason` in Spanish for staff, naming
 * the `service` ("servicio de leads").
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
      await response.body?.cancel();
      return { ok: false, reason: `El ${service} respondió ${response.status}` };
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
