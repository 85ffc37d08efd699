import { NextResponse } from 'next/server';
import { jsonError, memberRoute } from '@/lib/http';
import { normalizeTeam } from '@/lib/members';

/** The team's one-off clean-up; the agency has none (404). */
export const POST = memberRoute(async ({ group }) => {
  if (group !== 'equipo') return jsonError(404, 'Grupo no encontrado');
  return NextResponse.json(await normalizeTeam());
});
