import { NextResponse } from 'next/server';
import { memberRoute, readJsonBody } from '@/lib/http';
import { deleteMember, updateMember, updateMemberSchema } from '@/lib/members';

/** Edits name, email or phone; blank fields keep their value. */
export const PATCH = memberRoute(async ({ request, group, id }) => {
  const body = await readJsonBody(request, updateMemberSchema);
  if (!body.ok) return body.response;
  return NextResponse.json({ member: await updateMember(group, id, body.data) });
});

/** Removes a member who is not on duty. */
export const DELETE = memberRoute(async ({ group, id }) => {
  await deleteMember(group, id);
  return new NextResponse(null, { status: 204 });
});
