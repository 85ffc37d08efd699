import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { scheduleRoute } from '@/lib/http';
import { replaceCalendarToken } from '@/lib/schedule';

/** A new subscription link for the group's calendar; the previous one stops working. */
export const POST = scheduleRoute(async ({ group, user }) => {
  const token = await replaceCalendarToken(group, user.email);
  const url = new URL(`/api/calendar/${group}.ics`, env.NEXT_PUBLIC_SITE_URL);
  url.searchParams.set('token', token);
  return NextResponse.json({ url: url.toString() }, { headers: { 'cache-control': 'no-store' } });
});
