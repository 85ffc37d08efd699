import { NextResponse } from 'next/server';
import { apiRoute, readJsonBody } from '@/lib/http';
import { createIncident, listIncidents, newIncidentSchema } from '@/lib/privacy';

/** Privacy staff: the incident register, open ones first, each with its hours open. */
export const GET = apiRoute({ access: { staff: { privacy: true } }, domain: 'privacy' }, async () =>
  NextResponse.json({ incidents: await listIncidents() }),
);

/** Privacy staff: records a security incident (its first decision, who and when, audited). */
export const POST = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request, user }) => {
    const body = await readJsonBody(request, newIncidentSchema);
    if (!body.ok) return body.response;
    const incident = await createIncident(body.data, user.email);
    return NextResponse.json({ incident }, { status: 201 });
  },
);
