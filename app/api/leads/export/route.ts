import { allLeads, leadDeskMessages, leadListQuery, leadsCsv, searchValues } from '@/lib/leads';
import { CSV_CONTENT_TYPE } from '@/lib/csv';
import { apiRoute, jsonDetail } from '@/lib/http';

/** Staff: the leads of the desk's filter as a CSV (the hours report's format). */
export const GET = apiRoute(
  { access: 'staff', domain: 'leads', errorKey: 'detail' },
  async ({ request }) => {
    const query = leadListQuery.safeParse(searchValues(request.url));
    if (!query.success) return jsonDetail(400, leadDeskMessages.unknownStatus);
    const rows = [];
    for await (const page of allLeads(query.data.status)) rows.push(...page);
    const name = query.data.status ? `leads-${query.data.status}` : 'leads';
    return new Response(leadsCsv(rows), {
      headers: {
        'content-type': CSV_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${name}.csv"`,
      },
    });
  },
);
