import { NextResponse } from 'next/server';
import { apiRoute, jsonError } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { shiftHistory } from '@/lib/schedule';

const MAX_LIMIT = 100;

/** The latest assignments of the group, newest first (`?limit=N`, default 10). */
export const GET = apiRoute({ access: 'staff', domain: 'members' }, async ({ request, params }) => {
  const group = memberGroupParam(params.group);
  const raw = new URL(request.url).searchParams.get('limit') ?? '10';
  const limit = Number(raw);
  if (!/^\d+$/.test(raw) || limit < 1 || limit > MAX_LIMIT) {
    return jsonError(400, `limit debe ser un número entre 1 y ${MAX_LIMIT}`);
  }
  return NextResponse.json({ entries: await shiftHistory(group, limit) });
});
