import { NextResponse } from 'next/server';
import { apiRoute, jsonError } from '@/lib/http';
import { isMemberGroup } from '@/lib/members';
import { hoursReport, monthSchema, scheduleMessages } from '@/lib/schedule';

/**
 * A group's hours on duty in a month, as a CSV that Excel with Chilean settings opens; with
 * `format=json`, as `{ rows }` for the support screen.
 */
export const GET = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ request }) => {
  const search = new URL(request.url).searchParams;
  const group = search.get('group') ?? '';
  if (!isMemberGroup(group)) return jsonError(404, scheduleMessages.groupNotFound);
  const month = monthSchema.safeParse(search.get('month') ?? '');
  if (!month.success) {
    return jsonError(400, scheduleMessages.monthInvalid, { month: scheduleMessages.monthInvalid });
  }
  const { rows, csv } = await hoursReport(group, month.data);
  if (search.get('format') === 'json') return NextResponse.json({ rows });
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="horas-${group}-${month.data}.csv"`,
    },
  });
});
