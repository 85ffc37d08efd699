import 'server-only';
import type { NextResponse } from 'next/server';
import { authorizeStaff, type SessionUser, type StaffRequirement } from '@/lib/auth';
import { log } from '@/lib/log';
import {
  crossedChange,
  isFirestoreId,
  isMemberGroup,
  MemberError,
  memberErrors,
  type MemberGroup,
} from '@/lib/members';
import { jsonError, type ErrorKey } from './responses';

/**
 * The staff gate (`authorizeStaff`) as a route handler needs it: the signed-in staff user, or
 * the answer to send (401 not signed in, 403 foreign Origin or a role the route requires).
 */
export async function requireStaff(
  request: Request,
  key: ErrorKey = 'error',
  requirement: StaffRequirement = {},
): Promise<{ user: SessionUser; response?: never } | { response: NextResponse }> {
  const gate = await authorizeStaff(request, requirement);
  if (gate.allowed) return { user: gate.user };
  return { response: jsonError(gate.status, gate.message, undefined, key) };
}

interface MemberRouteContext {
  request: Request;
  user: SessionUser;
  group: MemberGroup;
  id: string;
}

/**
 * Wraps a members route handler: the staff gate, the group (anything but equipo or agencia is
 * 404), the member id's shape, and the data service's errors as their status and Spanish text.
 */
export function memberRoute(handler: (context: MemberRouteContext) => Promise<NextResponse>) {
  return async (
    request: Request,
    { params }: { params: Promise<{ group: string; id?: string }> },
  ): Promise<NextResponse> => {
    const { group, id = '' } = await params;
    const gate = await requireStaff(request);
    if (gate.response) return gate.response;
    if (!isMemberGroup(group)) return jsonError(404, 'Grupo no encontrado');
    if (id && !isFirestoreId(id)) {
      return jsonError(404, memberErrors[group].notFound);
    }
    try {
      return await handler({ request, user: gate.user, group, id });
    } catch (error) {
      if (error instanceof MemberError) return jsonError(error.status, error.message);
      if (isContention(error)) {
        return jsonError(409, crossedChange);
      }
      log.error('members', `${request.method} ${new URL(request.url).pathname} failed`, error);
      return jsonError(503, 'El servicio de datos no responde. Intenta nuevamente.');
    }
  };
}

/** Firestore's ABORTED (transaction contention) after every retry. */
function isContention(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 10;
}

/**
 * Wraps a staff route handler: the staff gate (401, 403 cross-site or without the role the
 * route requires), `no-store`, and a data service failure logged once and answered 503 in
 * Spanish under `key`.
 */
export function staffRoute<Params = Record<string, never>>(
  domain: string,
  handler: (context: { request: Request; user: SessionUser; params: Params }) => Promise<Response>,
  key: ErrorKey = 'error',
  requirement: StaffRequirement = {},
) {
  return async (request: Request, context: { params: Promise<Params> }): Promise<Response> => {
    const gate = await requireStaff(request, key, requirement);
    if (gate.response) return gate.response;
    let response: Response;
    try {
      response = await handler({ request, user: gate.user, params: await context.params });
    } catch (error) {
      log.error(domain, `${request.method} ${new URL(request.url).pathname} failed`, error);
      response = jsonError(
        503,
        'El servicio de datos no responde. Intenta nuevamente.',
        undefined,
        key,
      );
    }
    response.headers.set('cache-control', 'no-store');
    return response;
  };
}
