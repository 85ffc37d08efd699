import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { NextResponse } from 'next/server';
import {
  authorizeStaff,
  hasBearerSecret,
  isSafeMethod,
  type SessionUser,
  type StaffRequirement,
} from '@/lib/auth';
import { env } from '@/lib/env';
import { DomainError } from '@/lib/errors';
import { log } from '@/lib/log';
import { isFirestoreId } from '@/lib/firebase';
import { rejectCrossSite } from './origin';
import { crossedChange, jsonError, type ErrorKey } from './responses';

/** The secret a bearer route compares the Authorization header with (read at request time). */
type TokenGetter = () => string | undefined;

/**
 * Who may call a route: anyone ('public': a change only from our own site), signed-in staff
 * (with a role the route requires), a caller with `Authorization: Bearer <token>` (nothing is
 * read before the token is checked), or either a bearer caller or staff.
 */
export type Access =
  | 'public'
  | 'staff'
  | { staff: StaffRequirement }
  | { bearer: TokenGetter }
  | { staffOrBearer: TokenGetter };

type UserOf<A extends Access> = A extends 'staff' | { staff: StaffRequirement }
  ? SessionUser
  : A extends { staffOrBearer: TokenGetter }
    ? SessionUser | undefined
    : undefined;

interface RouteOptions<A extends Access> {
  access: A;
  /** The log's domain for a failure. */
  domain: string;
  /** The member of error bodies: `detail` on the lead and public form routes. */
  errorKey?: ErrorKey;
  /** The 503's text when it is not the data service's (docs/contracts.md). */
  unavailable?: string;
}

/** A dynamic route's segments (`[group]`, `[id]`), as the handler reads them. */
type Params = Partial<Record<string, string>>;

export interface RouteContext<A extends Access> {
  request: Request;
  user: UserOf<A>;
  /** Whether the caller is staff with the privacy role (what a route may show depends on it). */
  privacy: boolean;
  params: Params;
}

const dataServiceDown = 'El servicio de datos no responde. Intenta nuevamente.';

/** Firestore's ABORTED (transaction contention) after every retry. */
function isContention(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 10;
}

/** The caller let in, or the answer to send instead. */
async function admit(
  request: Request,
  access: Access,
  key: ErrorKey,
): Promise<{ user?: SessionUser; privacy?: boolean; response?: NextResponse }> {
  if (access === 'public') {
    if (isSafeMethod(request.method)) return {};
    return { response: rejectCrossSite(request, env.NEXT_PUBLIC_SITE_URL, key) };
  }
  if (typeof access === 'object' && 'bearer' in access) {
    if (hasBearerSecret(request.headers.get('authorization'), access.bearer())) return {};
    const refused = jsonError(401, 'No autorizado', undefined, key);
    // Its body stays unread: the connection closes after the answer instead of the server
    // reading and discarding whatever the caller keeps sending.
    refused.headers.set('connection', 'close');
    return { response: refused };
  }
  if (typeof access === 'object' && 'staffOrBearer' in access) {
    const token = access.staffOrBearer();
    if (hasBearerSecret(request.headers.get('authorization'), token)) return {};
  }
  const requirement = typeof access === 'object' && 'staff' in access ? access.staff : {};
  const gate = await authorizeStaff(request, requirement);
  if (gate.allowed) return { user: gate.user, privacy: gate.privacy };
  return { response: jsonError(gate.status, gate.message, undefined, key) };
}

/**
 * The one way to write a route handler (docs/architecture.md): checks the access, runs the
 * handler, answers a domain's refusal (`DomainError`) with its status and Spanish text, Firestore
 * contention with a 409, and any other failure with one logged 503; every answer is `no-store`.
 */
export function apiRoute<A extends Access>(
  { access, domain, errorKey = 'error', unavailable = dataServiceDown }: RouteOptions<A>,
  handler: (context: RouteContext<A>) => Promise<Response>,
) {
  return async (request: Request, context?: { params: Promise<Params> }): Promise<Response> => {
    let response: Response;
    try {
      const admitted = await admit(request, access, errorKey);
      response =
        admitted.response ??
        (await handler({
          request,
          user: admitted.user as UserOf<A>,
          privacy: admitted.privacy === true,
          params: (await context?.params) ?? {},
        }));
    } catch (error) {
      // Next's own control flow (redirect, notFound) is not a failure.
      unstable_rethrow(error);
      response = failure(request, { access, domain, errorKey, unavailable }, error);
    }
    response.headers.set('cache-control', 'no-store');
    return response;
  };
}

function failure(
  request: Request,
  { access, domain, errorKey: key = 'error', unavailable = dataServiceDown }: RouteOptions<Access>,
  error: unknown,
): NextResponse {
  if (error instanceof DomainError)
    return jsonError(error.status, error.message, error.fields, key);
  // Staff crossed another staff member's change; a visitor is simply asked to try again.
  if (isContention(error) && access !== 'public') {
    return jsonError(409, crossedChange, undefined, key);
  }
  log.error(domain, `${request.method} ${new URL(request.url).pathname} failed`, error);
  return jsonError(503, unavailable, undefined, key);
}

/** A route's document id: a Firestore id's shape, else a 404 with the domain's not-found text. */
export function idParam(id: string | undefined, notFound: string): string {
  if (!id || !isFirestoreId(id)) throw new DomainError(404, notFound);
  return id;
}
