import 'server-only';
import type { NextResponse } from 'next/server';
import type { SessionUser } from '@/lib/auth';
import { log } from '@/lib/log';
import { lookupEmailSchema, privacyErrors } from '@/lib/privacy';
import { jsonError } from './responses';
import { requireStaff } from './staff-routes';

interface PersonalDataContext {
  request: Request;
  user: SessionUser;
  /** The `?email=` looked up, trimmed and lower-cased. */
  email: string;
}

/**
 * Wraps a staff route about one address's personal data: the staff gate (401, 403 cross-site),
 * `?email=` checked (400 in Spanish), and the data service's failures as a 503.
 */
export function personalDataRoute(
  handler: (context: PersonalDataContext) => Promise<NextResponse>,
) {
  return async (request: Request): Promise<NextResponse> => {
    const gate = await requireStaff(request);
    if (gate.response) return gate.response;
    const email = lookupEmailSchema.safeParse(new URL(request.url).searchParams.get('email') ?? '');
    if (!email.success) {
      const message = email.error.issues[0]?.message ?? '';
      return jsonError(400, message, { email: message });
    }
    try {
      return await handler({ request, user: gate.user, email: email.data });
    } catch (error) {
      log.error('privacy', `${request.method} ${new URL(request.url).pathname} failed`, error);
      return jsonError(503, privacyErrors.unavailable);
    }
  };
}
