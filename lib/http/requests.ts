import { NextResponse } from 'next/server';
import { z } from 'zod';
import { isForeignOrigin } from '@/lib/auth';

// Schema messages we did not word ourselves (wrong types, unknown keys) come out in Spanish.
z.config(z.locales.es());

/**
 * The member of an error body that carries the Spanish message: `error` on every route but the
 * lead routes, which answer `detail` because the demo form reads that (ARCHITECTURE.md, HTTP
 * contracts; specification 7.2).
 */
export type ErrorKey = 'error' | 'detail';

/** `{ error }` (or `{ detail }`) in Spanish, optionally with per-field messages. */
export function jsonError(
  status: number,
  message: string,
  fields?: Record<string, string>,
  key: ErrorKey = 'error',
) {
  return NextResponse.json({ [key]: message, ...(fields && { fields }) }, { status });
}

/** The lead routes' error answer: `{ detail }`. */
export const jsonDetail = (status: number, detail: string, fields?: Record<string, string>) =>
  jsonError(status, detail, fields, 'detail');

/** 403 for a state-changing request from another site (see `isForeignOrigin`). */
export function rejectForeignOrigin(
  request: Request,
  siteUrl: string,
  key: ErrorKey = 'error',
): NextResponse | undefined {
  return isForeignOrigin(request, siteUrl)
    ? jsonError(403, 'Origen no permitido', undefined, key)
    : undefined;
}

type BodyResult<T> = { ok: true; data: T } | { ok: false; response: NextResponse };

interface BodyOptions {
  maxBytes?: number;
  errorKey?: ErrorKey;
}

/** Reads a JSON body of any shape: too large is 413, not JSON is 400. */
export async function readJson(
  request: Request,
  { maxBytes = 16 * 1024, errorKey = 'error' }: BodyOptions = {},
): Promise<BodyResult<unknown>> {
  const tooLarge = () => jsonError(413, 'La solicitud es demasiado grande', undefined, errorKey);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, response: tooLarge() };
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) {
    return { ok: false, response: tooLarge() };
  }
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: jsonError(400, 'El cuerpo de la solicitud no es JSON válido', undefined, errorKey),
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
