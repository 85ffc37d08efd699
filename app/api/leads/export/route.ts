import {
  allLeads,
  leadDeskMessages,
  leadListQuery,
  leadsCsvStream,
  searchValues,
} from '@/lib/leads';
import { CSV_CONTENT_TYPE } from '@/lib/csv';
import { apiRoute, jsonDetail } from '@/lib/http';
import { leadsExportAudit } from '@/lib/privacy';

/**
 * Privacy staff: the leads of the desk's filter as a CSV (the hours report's format), streamed a
 * page at a time, each export audited in `auditoria-datos` (`leads-export`: the filter, the rows
 * sent, who). The audit is privacy's and the CSV the leads', joined here: neither domain imports
 * the other for it. A POST (a GET answers 405), so that the cross-site check applies to it and no
 * link, prefetch or crawler can start one.
 */
export const POST = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'leads', errorKey: 'detail' },
  async ({ request, user }) => {
    const query = leadListQuery.safeParse(searchValues(request.url));
    if (!query.success) return jsonDetail(400, leadDeskMessages.unknownStatus);
    const { status } = query.data;
    const audit = leadsExportAudit({ filter: status ? { status } : {}, by: user.email });
    const csv = await leadsCsvStream(allLeads(status), audit);
    const name = status ? `leads-${status}` : 'leads';
    return new Response(csv, {
      headers: {
        'content-type': CSV_CONTENT_TYPE,
        'content-disposition': `attachment; filename="${name}.csv"`,
      },
    });
  },
);
