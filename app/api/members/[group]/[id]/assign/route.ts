import { NextResponse } from 'next/server';
import { memberRoute } from '@/lib/http';
import { assignShift } from '@/lib/members';

/** Hands the group's shift to this member. */
export const POST = memberRoute(async ({ group, id, user }) =>
  NextResponse.json({ member: await assignShift(group, id, user.email) }),
);
