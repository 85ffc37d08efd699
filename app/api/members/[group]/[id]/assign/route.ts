import { after, NextResponse } from 'next/server';
import { memberRoute } from '@/lib/http';
import { deliverNotificationsInBackground } from '@/lib/notifications';
import { assignByStaff } from '@/lib/schedule';

/**
 * Hands the group's shift to this member (with a rotation: until its next handoff); the
 * handoff's chat notices go out after the answer.
 */
export const POST = memberRoute(async ({ group, id, user }) => {
  const { member, notifications } = await assignByStaff(group, id, user.email);
  after(() => deliverNotificationsInBackground(notifications));
  return NextResponse.json({ member });
});
