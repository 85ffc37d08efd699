import { NextResponse } from 'next/server';
import { hasBearerSecret } from '@/lib/auth';
import { env } from '@/lib/env';
import { jsonError, requireStaff } from '@/lib/http';
import { log } from '@/lib/log';
import { isMemberGroup, memberCollections, type MemberGroup } from '@/lib/members';
import { dutyAt, dutyInstantOf } from '@/lib/schedule';

const noStore = { 'cache-control': 'no-store' };

/**
 * Who is on duty, and who is next from when, for other tools (a chat bot, a phone router, a
 * status page) with `Authorization: Bearer <ON_DUTY_API_TOKEN>`, or for a staff session.
 * `?group=` answers one group, `?at=` any instant up to 366 days ahead (the history for the past,
 * the schedule for the future). Never cached: the answer changes with every assignment.
 */
export async function GET(request: Request) {
  const authorization = request.headers.get('authorization');
  if (!hasBearerSecret(authorization, env.ON_DUTY_API_TOKEN)) {
    const gate = await requireStaff(request);
    if (gate.response) {
      gate.response.headers.set('cache-control', 'no-store');
      return gate.response;
    }
  }
  const search = new URL(request.url).searchParams;
  const group = search.get('group');
  if (group !== null && !isMemberGroup(group)) {
    const response = jsonError(404, 'Grupo no encontrado');
    response.headers.set('cache-control', 'no-store');
    return response;
  }
  const now = Date.now();
  const instant = dutyInstantOf(search, now);
  if ('error' in instant) {
    const response = jsonError(400, instant.error, { at: instant.error });
    response.headers.set('cache-control', 'no-store');
    return response;
  }
  const { at } = instant;
  try {
    if (group) return NextResponse.json(await dutyAt(group, at, now), { headers: noStore });
    const groups = Object.keys(memberCollections) as MemberGroup[];
    const duties = await Promise.all(groups.map((name) => dutyAt(name, at, now)));
    return NextResponse.json(Object.fromEntries(groups.map((name, i) => [name, duties[i]])), {
      headers: noStore,
    });
  } catch (error) {
    log.error('members', 'GET /api/on-duty failed', error);
    const response = jsonError(503, 'El servicio de datos no responde. Intenta nuevamente.');
    response.headers.set('cache-control', 'no-store');
    return response;
  }
}
