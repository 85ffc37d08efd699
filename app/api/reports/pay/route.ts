import { apiRoute, jsonError } from '@/lib/http';
import { CSV_CONTENT_TYPE } from '@/lib/csv';
import { monthReportQuery, payReport } from '@/lib/schedule';

/**
 * A group's pay for a month as a CSV in the hours report's format: the frozen rows once
 * published, else the month's hours at the rates in effect (404 when none applies).
 */
export const GET = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ request }) => {
  const search = new URL(request.url).searchParams;
  const query = monthReportQuery(search);
  if (!query.ok) return jsonError(query.status, query.error, query.fields);
  const { group, month } = query;
  const { csv } = await payReport(group, month);
  return new Response(csv, {
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': `attachment; filename="pago-${group}-${month}.csv"`,
    },
  });
});
