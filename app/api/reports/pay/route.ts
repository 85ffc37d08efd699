import { apiRoute, jsonError } from '@/lib/http';
import { isMemberGroup } from '@/lib/members';
import { CSV_CONTENT_TYPE } from '@/lib/csv';
import { monthSchema, payReport, scheduleMessages } from '@/lib/schedule';

/**
 * A group's pay for a month as a CSV in the hours report's format: the frozen rows once
 * published, else the month's hours at the rates in effect (404 when none applies).
 */
export const GET = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ request }) => {
  const search = new URL(request.url).searchParams;
  const group = search.get('group') ?? '';
  if (!isMemberGroup(group)) return jsonError(404, scheduleMessages.groupNotFound);
  const month = monthSchema.safeParse(search.get('month') ?? '');
  if (!month.success) {
    return jsonError(400, scheduleMessages.monthInvalid, { month: scheduleMessages.monthInvalid });
  }
  const { csv } = await payReport(group, month.data);
  return new Response(csv, {
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': `attachment; filename="pago-${group}-${month.data}.csv"`,
    },
  });
});
