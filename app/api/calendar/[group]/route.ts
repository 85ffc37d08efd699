import { isActiveStaff } from '@/lib/auth';
import { env } from '@/lib/env';
import { apiRoute, jsonError } from '@/lib/http';
import { isMemberGroup } from '@/lib/members';
import { calendarFeed, calendarTokenOwner, scheduleMessages } from '@/lib/schedule';

/**
 * A group's calendar subscription, `/api/calendar/{group}.ics?token=T[&member=id]`: the link is
 * the secret (calendar apps send no headers), so a wrong or replaced token is a plain 404, and
 * so is the link of a user who is no longer enabled staff (checked at most every few minutes).
 */
export const GET = apiRoute(
  { access: 'public', domain: 'schedule' },
  async ({ request, params }) => {
    const file = params.group ?? '';
    const group = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const search = new URL(request.url).searchParams;
    const notFound = () => jsonError(404, scheduleMessages.calendarNotFound);
    if (!isMemberGroup(group)) return notFound();
    const owner = await calendarTokenOwner(group, search.get('token') ?? '');
    if (!owner || !(await isActiveStaff(owner))) return notFound();
    const feed = await calendarFeed(
      group,
      env.NEXT_PUBLIC_SITE_URL,
      search.get('member') || undefined,
    );
    return new Response(feed, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `inline; filename="turnos-${group}.ics"`,
      },
    });
  },
);
