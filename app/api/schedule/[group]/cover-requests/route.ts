import { after, NextResponse } from 'next/server';
import { apiRoute, jsonError, readJsonBody } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { deliverScheduleNoticesInBackground } from '@/lib/notifications';
import {
  askCover,
  COVER_REQUEST_STATUSES,
  coverRequestMessages,
  coverRequestSchema,
  listCoverRequests,
  type CoverRequestStatus,
} from '@/lib/schedule';

/** The group's cover requests: the open ones by start, then the others newest first. */
export const GET = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ request, params }) => {
    const group = memberGroupParam(params.group);
    const status = new URL(request.url).searchParams.get('status') || undefined;
    if (status !== undefined && !COVER_REQUEST_STATUSES.includes(status as CoverRequestStatus)) {
      const message = coverRequestMessages.statusInvalid;
      return jsonError(400, message, { status: message });
    }
    return NextResponse.json({
      requests: await listCoverRequests(group, status as CoverRequestStatus | undefined),
    });
  },
);

/** Asks the group to cover a member's range (the caller's own member unless `memberId`). */
export const POST = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ request, params, user }) => {
    const group = memberGroupParam(params.group);
    const body = await readJsonBody(request, coverRequestSchema);
    if (!body.ok) return body.response;
    const { request: asked, notices } = await askCover(group, body.data, user.email);
    after(() => deliverScheduleNoticesInBackground(notices));
    return NextResponse.json({ request: asked }, { status: 201 });
  },
);
