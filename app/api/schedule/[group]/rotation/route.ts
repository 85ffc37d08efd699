import { NextResponse } from 'next/server';
import { apiRoute, readJsonBody } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { deleteRotation, rotationSchema, saveRotation } from '@/lib/schedule';

/** Sets up or changes the group's rotation; it applies from its next handoff on. */
export const PUT = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ request, params, user }) => {
    const group = memberGroupParam(params.group);
    const body = await readJsonBody(request, rotationSchema);
    if (!body.ok) return body.response;
    return NextResponse.json({ rotation: await saveRotation(group, body.data, user.email) });
  },
);

/** Back to manual assignment only. */
export const DELETE = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ params }) => {
  await deleteRotation(memberGroupParam(params.group));
  return new NextResponse(null, { status: 204 });
});
