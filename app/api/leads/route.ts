import { NextResponse } from 'next/server';
import { apiRoute, jsonDetail } from '@/lib/http';
import { leadDeskMessages, leadListQuery, listLeads, searchValues } from '@/lib/leads';

/**
 * Staff: a page of leads, newest first, optionally in one state, or late for their first contact
 * (`?contact=late`); contact details only to privacy staff (docs/contracts.md, Leads desk). A
 * cursor that can be no lead's id is a 400.
 */
export const GET = apiRoute(
  { access: 'staff', domain: 'leads', errorKey: 'detail' },
  async ({ request, privacy }) => {
    const query = leadListQuery.safeParse(searchValues(request.url));
    if (!query.success) {
      // The message of the parameter at fault: a state, or the first-contact filter.
      const detail = query.error.issues[0]?.message ?? leadDeskMessages.unknownStatus;
      return jsonDetail(400, detail);
    }
    return NextResponse.json(await listLeads({ ...query.data, privacy }));
  },
);
