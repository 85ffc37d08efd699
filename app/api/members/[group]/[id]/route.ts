import { NextResponse } from 'next/server';
import { memberRoute, readJsonBody } from '@/lib/http';
import { updateMember, updateMemberSchema } from '@/lib/members';
import { removeMember } from '@/lib/schedule';

/** Edits name, email or phone; blank fields keep their value. */
export const PATCH = memberRoute(async ({ request, group, id }) => {
  const body = await readJsonBody(request, updateMemberSchema);
  if (!body.ok) return body.response;
  return NextResponse.json({ member: await updateMember(group, id, body.data) });
});

/** Removes a member who is not on duty, in the rotation or holding a coverage not ended. */
export const DELETE = memberRoute(async ({ group, id }) => {
  await removeMember(group, id);
  return new NextResponse(null, { status: 204 });
});
