import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { apiRoute } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { replaceCalendarToken } from '@/lib/schedule';

/**
 * A new subscription link to the group's calendar for the signed-in staff user: their previous
 * link for the group stops working, everyone else's keeps working.
 */
export const POST = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ params, user }) => {
  const group = memberGroupParam(params.group);
  const token = await replaceCalendarToken(group, user);
  const url = new URL(`/api/calendar/${group}.ics`, env.NEXT_PUBLIC_SITE_URL);
  url.searchParams.set('token', token);
  return NextResponse.json({ url: url.toString() });
});
