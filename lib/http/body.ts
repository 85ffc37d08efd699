import type { NextResponse } from 'next/server';
import * as z from '@/lib/zod';
import { jsonError, type ErrorKey } from './responses';

// Schema messages we did not word ourselves (wrong types, unknown keys) come out in Spanish.
z.config(z.locales.es());

type BodyResult<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

interface BodyOptions {
  maxBytes?: number;
  errorKey?: ErrorKey;
}

/** The bytes of a body, or 'too-large' as soon as more than `maxBytes` have arrived. */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array | 'too-large'> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Stop reading: a sender without Content-Length cannot make us buffer more than this.
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a body as text: too large is 413 (by the declared Content-Length, or as soon as more
 * bytes than the limit have arrived). For a body whose exact bytes matter (a signed one).
 */
export async function readText(
  request: Request,
  { maxBytes = 16 * 1024, errorKey = 'error' }: BodyOptions = {},
): Promise<BodyResult<string>> {
  const tooLarge = () => jsonError(413, 'La solicitud es demasiado grande', undefined, errorKey);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, response: tooLarge() };
  const bytes = await readAtMost(request, maxBytes);
  if (bytes === 'too-large') return { ok: false, response: tooLarge() };
  return { ok: true, data: new TextDecoder().decode(bytes) };
}

/** Reads a JSON body of any shape: too large is 413 (see readText), not JSON is 400. */
export async function readJson(
  request: Request,
  options: BodyOptions = {},
): Promise<BodyResult<unknown>> {
  const text = await readText(request, options);
  if (!text.ok) return text;
  try {
    return { ok: true, data: JSON.parse(text.data) as unknown };
  } catch {
    return {
      ok: false,
      response: jsonError(
        400,
        'El cuerpo de la solicitud no es JSON válido',
        undefined,
        options.errorKey ?? 'error',
      ),
    };
  }
}

interface ValidationOptions {
  errorKey?: ErrorKey;
  /**
   * Spanish names of the fields: the first message is then prefixed with its field's name, so
   * a client that shows only the one message still learns which field it is about.
   */
  fieldLabels?: Readonly<Record<string, string>>;
}

/** Validates a parsed body: 400 with the schema's own (Spanish) messages per field. */
export function validateBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  { errorKey = 'error', fieldLabels }: ValidationOptions = {},
): BodyResult<z.infer<S>> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  const first = result.error.issues[0];
  const label = fieldLabels?.[String(first?.path[0])];
  const message = first?.message ?? 'Datos inválidos';
  return {
    ok: false,
    response: jsonError(400, label ? `${label}: ${message}` : message, fields, errorKey),
  };
}

/** Reads and validates a JSON body (413, then 400 for non-JSON, then 400 per field). */
export async function readJsonBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: BodyOptions & ValidationOptions = {},
): Promise<BodyResult<z.infer<S>>> {
  const json = await readJson(request, options);
  return json.ok ? validateBody(schema, json.data, options) : json;
}
