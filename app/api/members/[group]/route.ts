import { NextResponse } from 'next/server';
import { memberRoute, readJsonBody } from '@/lib/http';
import { createMember, createMemberSchema, currentHolder, listMembers } from '@/lib/members';

/** The group's members sorted by name, and who holds the shift. */
export const GET = memberRoute(async ({ group }) => {
  const members = await listMembers(group);
  return NextResponse.json({ members, current: currentHolder(members) });
});

/** Adds a member (available). */
export const POST = memberRoute(async ({ request, group }) => {
  const body = await readJsonBody(request, createMemberSchema);
  if (!body.ok) return body.response;
  return NextResponse.json({ member: await createMember(group, body.data) }, { status: 201 });
});
