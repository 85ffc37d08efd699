import { NextResponse } from 'next/server';
import { apiRoute, idParam, readJsonBody } from '@/lib/http';
import { memberErrors, memberGroupParam, updateMember, updateMemberSchema } from '@/lib/members';
import { removeMember } from '@/lib/schedule';

/** The group and the member's id of the path (a malformed id is the group's not-found). */
function memberOf(params: { group?: string; id?: string }) {
  const group = memberGroupParam(params.group);
  return { group, id: idParam(params.id, memberErrors[group].notFound) };
}

/** Edits name, email or phone; blank fields keep their value. */
export const PATCH = apiRoute(
  { access: 'staff', domain: 'members' },
  async ({ request, params }) => {
    const { group, id } = memberOf(params);
    const body = await readJsonBody(request, updateMemberSchema);
    if (!body.ok) return body.response;
    return NextResponse.json({ member: await updateMember(group, id, body.data) });
  },
);

/** Removes a member who is not on duty, in the rotation or holding a coverage not ended. */
export const DELETE = apiRoute({ access: 'staff', domain: 'members' }, async ({ params }) => {
  const { group, id } = memberOf(params);
  await removeMember(group, id);
  return new NextResponse(null, { status: 204 });
});
