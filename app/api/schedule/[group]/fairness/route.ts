import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { fairness } from '@/lib/schedule';

/** Each member's nights, weekends and holidays on duty and covers over the last 90 days. */
export const GET = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ params }) =>
  NextResponse.json(await fairness(memberGroupParam(params.group))),
);
