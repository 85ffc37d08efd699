import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { confirmHandoff } from '@/lib/schedule';

/** 'Confirmo turno': the caller's member, holding the group's shift, confirms its handoff. */
export const POST = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ params, user }) =>
  NextResponse.json(
    await confirmHandoff(memberGroupParam(params.group), { email: user.email, by: user.email }),
  ),
);
