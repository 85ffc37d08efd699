import { after, NextResponse } from 'next/server';
import { apiRoute, idParam, jsonDetail } from '@/lib/http';
import { leadDeskMessages, retryLead, sendLeadInBackground } from '@/lib/leads';

/** Staff: this lead's held and failed destinations are due now ('Reintentar'). */
export const POST = apiRoute(
  { access: 'staff', domain: 'leads', errorKey: 'detail' },
  async ({ params }) => {
    const id = idParam(params.id, leadDeskMessages.notFound);
    const result = await retryLead(id);
    if (result === 'unknown') return jsonDetail(404, leadDeskMessages.notFound);
    if (result === 'nothing') return jsonDetail(409, leadDeskMessages.nothingToRetry);
    after(() => sendLeadInBackground(id));
    return new NextResponse(null, { status: 202 });
  },
);
