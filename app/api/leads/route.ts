import { NextResponse } from 'next/server';
import { apiRoute, jsonDetail } from '@/lib/http';
import { leadDeskMessages, leadListQuery, listLeads, searchValues } from '@/lib/leads';

/**
 * Staff: a page of leads, newest first, optionally in one state; contact details only to privacy
 * staff (docs/contracts.md, Leads desk). A cursor that can be no lead's id is a 400.
 */
export const GET = apiRoute(
  { access: 'staff', domain: 'leads', errorKey: 'detail' },
  async ({ request, privacy }) => {
    const query = leadListQuery.safeParse(searchValues(request.url));
    if (!query.success) return jsonDetail(400, leadDeskMessages.unknownStatus);
    return NextResponse.json(await listLeads({ ...query.data, privacy }));
  },
);
