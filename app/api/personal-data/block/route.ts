import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http';
import { setBlocked } from '@/lib/privacy';
import { addressInUrlRoute, readPersonalDataBody } from '@/lib/privacy/routes';

/** Privacy staff: blocks the leads of the body's `email`: never forwarded or retried while blocked. */
export const POST = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request, user }) => {
    const body = await readPersonalDataBody(request);
    if (!body.ok) return body.response;
    const { leads } = await setBlocked(body.data.email, true, user.email);
    return NextResponse.json({ blocked: leads });
  },
);

/** The old `DELETE …/block?email=`: 404; unblocking is POST /api/personal-data/unblock. */
export const DELETE = addressInUrlRoute;
