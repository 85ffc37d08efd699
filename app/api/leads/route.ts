import { NextResponse } from 'next/server';
import { jsonDetail, staffRoute } from '@/lib/http';
import { leadDeskMessages, leadListQuery, listLeads, searchValues } from '@/lib/leads';

/** Staff: a page of leads, newest first, optionally in one state (docs/contracts.md, Leads desk). */
export const GET = staffRoute(
  'leads',
  async ({ request }) => {
    const query = leadListQuery.safeParse(searchValues(request.url));
    if (!query.success) return jsonDetail(400, leadDeskMessages.unknownStatus);
    return NextResponse.json(await listLeads(query.data));
  },
  'detail',
);
