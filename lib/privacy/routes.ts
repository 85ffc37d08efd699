import 'server-only';
import { jsonError, readJsonBody } from '@/lib/http';
import type * as z from '@/lib/zod';
import { personalDataBodySchema, privacyErrors } from './schema';

/** The old `?email=` routes: gone, so an address in a URL is never served (docs/contracts.md). */
export const addressInUrlRoute = async () => jsonError(404, privacyErrors.addressInUrl);

/**
 * The body `{ email, … }` of a privacy staff route about one address's personal data, checked
 * (400 in Spanish; `email` trimmed and lower-cased). A request that still names the address in
 * the URL (`?email=`) is 404, like the old routes.
 */
export async function readPersonalDataBody<Schema extends z.ZodType<{ email: string }>>(
  request: Request,
  schema: Schema = personalDataBodySchema as unknown as Schema,
) {
  if (new URL(request.url).searchParams.has('email')) {
    return { ok: false as const, response: await addressInUrlRoute() };
  }
  return readJsonBody(request, schema);
}
