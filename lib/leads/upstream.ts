import 'server-only';
import type { DemoRequest } from './schema';

export type UpstreamOutcome = { ok: true; upstreamId?: string } | { ok: false; reason: string };

/**
 * Sends one lead to the lead service. The Idempotency-Key is the lead's id, so a lead sent again
 * after a forwarder died between sending and recording is recognised there. Any 2xx is success;
 * anything else, a timeout included, is a failure to retry later. `reason` is for staff, in
 * Spanish.
 */
export async function sendLead(
  url: string,
  leadId: string,
  request: DemoRequest,
  timeoutMs: number,
): Promise<UpstreamOutcome> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': leadId,
      },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, reason: `El servicio de leads respondió ${response.status}` };
    }
    // The lead is accepted once the status says so; its id is a bonus for staff.
    const body = (await response.json().catch(() => null)) as { lead_id?: unknown } | null;
    const upstreamId = body?.lead_id;
    return {
      ok: true,
      upstreamId:
        typeof upstreamId === 'string' || typeof upstreamId === 'number'
          ? String(upstreamId)
          : undefined,
    };
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      return { ok: false, reason: `El servicio de leads no respondió en ${timeoutMs} ms` };
    }
    const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : null;
    const code = typeof cause?.code === 'string' ? cause.code : String(error);
    return { ok: false, reason: `No se pudo conectar con el servicio de leads (${code})` };
  }
}
