import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { apiRoute, jsonError } from '@/lib/http';
import { isMemberGroup, memberGroups } from '@/lib/members';
import { dutyAt, dutyInstantOf } from '@/lib/schedule';

/**
 * Who is on duty, and who is next from when, for other tools (a chat bot, a phone router, a
 * status page) with `Authorization: Bearer <ON_DUTY_API_TOKEN>`, or for a staff session.
 * `?group=` answers one group, `?at=` any instant up to 366 days ahead (the history for the past,
 * the schedule for the future). Never cached: the answer changes with every assignment.
 */
export const GET = apiRoute(
  { access: { staffOrBearer: () => env.ON_DUTY_API_TOKEN }, domain: 'members' },
  async ({ request }) => {
    const search = new URL(request.url).searchParams;
    const group = search.get('group');
    if (group !== null && !isMemberGroup(group)) return jsonError(404, 'Grupo no encontrado');
    const now = Date.now();
    const instant = dutyInstantOf(search, now);
    if ('error' in instant) return jsonError(400, instant.error, { at: instant.error });
    const { at } = instant;
    if (group) return NextResponse.json(await dutyAt(group, at, now));
    const duties = await Promise.all(memberGroups.map((name) => dutyAt(name, at, now)));
    return NextResponse.json(Object.fromEntries(memberGroups.map((name, i) => [name, duties[i]])));
  },
);
