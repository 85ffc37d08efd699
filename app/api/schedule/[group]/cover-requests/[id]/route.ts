import { after, NextResponse } from 'next/server';
import { apiRoute, idParam } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { deliverScheduleNoticesInBackground } from '@/lib/notifications';
import { cancelCover, coverRequestMessages } from '@/lib/schedule';

/**
 * Cancels an open cover request: the requester's member or whoever created it, 403 for anyone
 * else (a malformed id is not found, like an unknown one). The chat is told after the answer.
 */
export const DELETE = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ params, user }) => {
    const group = memberGroupParam(params.group);
    const id = idParam(params.id, coverRequestMessages.notFound);
    const notices = await cancelCover(group, id, { email: user.email, by: user.email });
    after(() => deliverScheduleNoticesInBackground(notices));
    return new NextResponse(null, { status: 204 });
  },
);
