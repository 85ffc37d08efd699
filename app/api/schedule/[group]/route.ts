import { NextResponse } from 'next/server';
import { apiRoute, jsonError } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { rangeOf, scheduleOf } from '@/lib/schedule';

/** The group's rotation, coverages and shifts over [from, to) (now to 14 days by default). */
export const GET = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ request, params }) => {
    const group = memberGroupParam(params.group);
    const range = rangeOf(new URL(request.url).searchParams, Date.now());
    if ('error' in range) return jsonError(400, range.error, { [range.field]: range.error });
    return NextResponse.json(await scheduleOf(group, range.from, range.to));
  },
);
