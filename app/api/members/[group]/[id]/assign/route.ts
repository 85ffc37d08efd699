import { after, NextResponse } from 'next/server';
import { memberRoute } from '@/lib/http';
import { assignShift } from '@/lib/members';
import { deliverNotificationsInBackground } from '@/lib/notifications';

/** Hands the group's shift to this member; the handoff's chat notifications go out after the answer. */
export const POST = memberRoute(async ({ group, id, user }) => {
  const { member, notifications } = await assignShift(group, id, user.email);
  after(() => deliverNotificationsInBackground(notifications));
  return NextResponse.json({ member });
});
