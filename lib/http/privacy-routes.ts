import 'server-only';
import type { NextResponse } from 'next/server';
import type { SessionUser } from '@/lib/auth';
import { personalDataBodySchema, privacyErrors } from '@/lib/privacy';
import type * as z from '@/lib/zod';
import { readJsonBody } from './body';
import { jsonError } from './responses';
import { staffRoute } from './staff-routes';

interface PersonalDataContext<Body> {
  request: Request;
  user: SessionUser;
  /** The body's `email`, trimmed and lower-cased. */
  email: string;
  body: Body;
}

/** The old `?email=` routes: gone, so an address in a URL is never served (docs/contracts.md). */
export const addressInUrlRoute = async () => jsonError(404, privacyErrors.addressInUrl);

/**
 * Wraps a privacy staff route about one address's personal data: the staff gate with the privacy
 * role (401, 403 cross-site or without the role), the body `{ email, … }` checked (400 in
 * Spanish), `no-store`, and the data service's failures as a 503. A request that still names
 * the address in the URL (`?email=`) is 404, like the old routes.
 */
export function personalDataRoute<Schema extends z.ZodType<{ email: string }>>(
  handler: (context: PersonalDataContext<z.output<Schema>>) => Promise<NextResponse>,
  schema: Schema = personalDataBodySchema as unknown as Schema,
) {
  const route = staffRoute(
    'privacy',
    async ({ request, user }) => {
      const body = await readJsonBody(request, schema);
      if (!body.ok) return body.response;
      return handler({ request, user, email: body.data.email, body: body.data });
    },
    'error',
    { privacy: true },
  );
  return async (request: Request): Promise<Response> => {
    if (new URL(request.url).searchParams.has('email')) return addressInUrlRoute();
    return route(request, { params: Promise.resolve({}) });
  };
}
