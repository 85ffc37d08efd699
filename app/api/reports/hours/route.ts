import { NextResponse } from 'next/server';
import { apiRoute, jsonError } from '@/lib/http';
import { CSV_CONTENT_TYPE } from '@/lib/csv';
import { hoursReport, monthReportQuery } from '@/lib/schedule';

/**
 * A group's hours on duty in a month, as a CSV that Excel with Chilean settings opens; with
 * `format=json`, as `{ rows }` for the support screen.
 */
export const GET = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ request }) => {
  const search = new URL(request.url).searchParams;
  const query = monthReportQuery(search);
  if (!query.ok) return jsonError(query.status, query.error, query.fields);
  const { group, month } = query;
  const { rows, csv } = await hoursReport(group, month);
  if (search.get('format') === 'json') return NextResponse.json({ rows });
  return new Response(csv, {
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': `attachment; filename="horas-${group}-${month}.csv"`,
    },
  });
});
