import { NextResponse } from 'next/server';
import { readJsonBody, scheduleRoute } from '@/lib/http';
import { deleteRotation, rotationSchema, saveRotation } from '@/lib/schedule';

/** Sets up or changes the group's rotation; it applies from its next handoff on. */
export const PUT = scheduleRoute(async ({ request, group, user }) => {
  const body = await readJsonBody(request, rotationSchema);
  if (!body.ok) return body.response;
  return NextResponse.json({ rotation: await saveRotation(group, body.data, user.email) });
});

/** Back to manual assignment only. */
export const DELETE = scheduleRoute(async ({ group }) => {
  await deleteRotation(group);
  return new NextResponse(null, { status: 204 });
});
