import { NextResponse } from 'next/server';
import { apiRoute, jsonDetail } from '@/lib/http';
import { leadDeskMessages, leadListQuery, listLeads, searchValues } from '@/lib/leads';

/** Staff: a page of leads, newest first, optionally in one state (docs/contracts.md, Leads desk). */
export const GET = apiRoute(
  { access: 'staff', domain: 'leads', errorKey: 'detail' },
  async ({ request }) => {
    const query = leadListQuery.safeParse(searchValues(request.url));
    if (!query.success) return jsonDetail(400, leadDeskMessages.unknownStatus);
    return NextResponse.json(await listLeads(query.data));
  },
);
