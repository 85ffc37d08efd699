import { NextResponse } from 'next/server';
import { addressInUrlRoute, personalDataRoute } from '@/lib/http';
import { setBlocked } from '@/lib/privacy';

/** Privacy staff: blocks the leads of the body's `email`: never forwarded or retried while blocked. */
export const POST = personalDataRoute(async ({ user, email }) => {
  const { leads } = await setBlocked(email, true, user.email);
  return NextResponse.json({ blocked: leads });
});

/** The old `DELETE …/block?email=`: 404; unblocking is POST /api/personal-data/unblock. */
export const DELETE = addressInUrlRoute;
