import { after, NextResponse } from 'next/server';
import { apiRoute, idParam, readJsonBody, validateBody } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { deliverScheduleNoticesInBackground } from '@/lib/notifications';
import { acceptCover, acceptCoverSchema, coverRequestMessages } from '@/lib/schedule';

/**
 * Covers a request (the caller's own member unless `memberId`): the first acceptance wins, the
 * others get 409. A body is optional.
 */
export const POST = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ request, params, user }) => {
    const group = memberGroupParam(params.group);
    const id = idParam(params.id, coverRequestMessages.notFound);
    // No body (or an empty one) is `{}`: the caller's own member.
    const empty = !request.body || request.headers.get('content-length') === '0';
    const body = empty
      ? validateBody(acceptCoverSchema, {})
      : await readJsonBody(request, acceptCoverSchema);
    if (!body.ok) return body.response;
    const { memberId } = body.data;
    const accepted = await acceptCover(group, id, { memberId, email: user.email, by: user.email });
    after(() => deliverScheduleNoticesInBackground(accepted.notices));
    return NextResponse.json({ request: accepted.request, coverage: accepted.coverage });
  },
);
