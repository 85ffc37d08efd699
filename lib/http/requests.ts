import { NextResponse } from 'next/server';
import { z } from 'zod';

// Schema messages we did not word ourselves (wrong types, unknown keys) come out in Spanish.
z.config(z.locales.es());

/** `{ error }` in Spanish, optionally with per-field messages (ARCHITECTURE.md, HTTP contracts). */
export function jsonError(status: number, error: string, fields?: Record<string, string>) {
  return NextResponse.json(fields ? { error, fields } : { error }, { status });
}

/**
 * Cross-site request forgery guard for mutating routes: a browser always sends `Origin` on
 * such requests, and it must be the site's own. Requests without one (curl, server-to-server)
 * carry no ambient cookies worth forging.
 */
export function rejectForeignOrigin(request: Request, siteUrl: string): NextResponse | undefined {
  const origin = request.headers.get('origin');
  if (!origin) return undefined;
  const allowed = new Set([new URL(siteUrl).origin, new URL(request.url).origin]);
  return allowed.has(origin) ? undefined : jsonError(403, 'Origen no permitido');
}

type BodyResult<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

/**
 * Reads and validates a JSON body: too large is 413, not JSON is 400, and a body the schema
 * rejects is 400 with the schema's own (Spanish) messages per field.
 */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  maxBytes = 16 * 1024,
): Promise<BodyResult<z.infer<S>>> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    return { ok: false, response: jsonError(413, 'La solicitud es demasiado grande') };
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) {
    return { ok: false, response: jsonError(413, 'La solicitud es demasiado grande') };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, 'El cuerpo de la solicitud no es JSON válido') };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Datos inválidos';
  return { ok: false, response: jsonError(400, first, fields) };
}
