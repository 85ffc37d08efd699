import { after, NextResponse } from 'next/server';
import { apiRoute, idParam } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { deliverScheduleNoticesInBackground } from '@/lib/notifications';
import { absenceMessages, removeAbsence } from '@/lib/schedule';

/** Removes an absence; the cover requests it opened that are still open are cancelled. */
export const DELETE = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ params, user }) => {
    const group = memberGroupParam(params.group);
    const notices = await removeAbsence(
      group,
      idParam(params.id, absenceMessages.notFound),
      user.email,
    );
    after(() => deliverScheduleNoticesInBackground(notices));
    return new NextResponse(null, { status: 204 });
  },
);
