import { after, NextResponse } from 'next/server';
import { apiRoute, idParam } from '@/lib/http';
import { memberErrors, memberGroupParam } from '@/lib/members';
import { deliverNotificationsInBackground } from '@/lib/notifications';
import { assignByStaff } from '@/lib/schedule';

/**
 * Hands the group's shift to this member (with a rotation: until its next handoff); the
 * handoff's chat notices go out after the answer.
 */
export const POST = apiRoute({ access: 'staff', domain: 'members' }, async ({ params, user }) => {
  const group = memberGroupParam(params.group);
  const id = idParam(params.id, memberErrors[group].notFound);
  const { member, notifications } = await assignByStaff(group, id, user.email);
  after(() => deliverNotificationsInBackground(notifications));
  return NextResponse.json({ member });
});
