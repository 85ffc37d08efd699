import { NextResponse } from 'next/server';
import { apiRoute, jsonError, readJsonBody } from '@/lib/http';
import {
  findIncident,
  incidentChangeSchema,
  incidentMessages,
  updateIncident,
} from '@/lib/privacy';

/** Privacy staff: one incident, as the register lists it. */
export const GET = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ params }) => {
    const incident = await findIncident(params.id ?? '');
    return incident ? NextResponse.json({ incident }) : jsonError(404, incidentMessages.notFound);
  },
);

/** Privacy staff: changes an incident; the required `decision` joins its trail with who and when. */
export const PATCH = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request, user, params }) => {
    const body = await readJsonBody(request, incidentChangeSchema);
    if (!body.ok) return body.response;
    const incident = await updateIncident(params.id ?? '', body.data, user.email);
    return NextResponse.json({ incident });
  },
);
