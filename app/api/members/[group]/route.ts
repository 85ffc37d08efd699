import { NextResponse } from 'next/server';
import { apiRoute, readJsonBody } from '@/lib/http';
import {
  createMember,
  createMemberSchema,
  currentHolder,
  listMembers,
  memberGroupParam,
} from '@/lib/members';

/** The group's members sorted by name, and who holds the shift. */
export const GET = apiRoute({ access: 'staff', domain: 'members' }, async ({ params }) => {
  const members = await listMembers(memberGroupParam(params.group));
  return NextResponse.json({ members, current: currentHolder(members) });
});

/** Adds a member (available). */
export const POST = apiRoute(
  { access: 'staff', domain: 'members' },
  async ({ request, params }) => {
    const group = memberGroupParam(params.group);
    const body = await readJsonBody(request, createMemberSchema);
    if (!body.ok) return body.response;
    return NextResponse.json({ member: await createMember(group, body.data) }, { status: 201 });
  },
);
