import { after, NextResponse } from 'next/server';
import { apiRoute, jsonError, readJsonBody } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { deliverScheduleNoticesInBackground } from '@/lib/notifications';
import { absenceSchema, addAbsence, listAbsences, MAX_ABSENCE_DAYS, rangeOf } from '@/lib/schedule';

/** The group's absences overlapping [from, to) (now to 92 days ahead by default). */
export const GET = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ request, params }) => {
    const group = memberGroupParam(params.group);
    const range = rangeOf(new URL(request.url).searchParams, Date.now(), MAX_ABSENCE_DAYS);
    if ('error' in range) return jsonError(400, range.error, { [range.field]: range.error });
    const absences = await listAbsences(group, new Date(range.from), new Date(range.to));
    return NextResponse.json({ absences });
  },
);

/**
 * 'Registrar ausencia': the member (the caller's own unless `memberId`) is away; their shifts
 * it overlaps within SCHEDULE_CONFLICT_DAYS get cover requests, told after the answer.
 */
export const POST = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ request, params, user }) => {
    const group = memberGroupParam(params.group);
    const body = await readJsonBody(request, absenceSchema);
    if (!body.ok) return body.response;
    const { absence, coverRequests, notices } = await addAbsence(group, body.data, user.email);
    after(() => deliverScheduleNoticesInBackground(notices));
    return NextResponse.json({ absence, coverRequests }, { status: 201 });
  },
);
