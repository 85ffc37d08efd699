import { NextResponse } from 'next/server';
import { apiRoute, jsonError } from '@/lib/http';
import { memberGroupParam, normalizeTeam } from '@/lib/members';

/** The team's one-off clean-up; the agency has none (404). */
export const POST = apiRoute({ access: 'staff', domain: 'members' }, async ({ params }) => {
  if (memberGroupParam(params.group) !== 'equipo') return jsonError(404, 'Grupo no encontrado');
  return NextResponse.json(await normalizeTeam());
});
