import { after, NextResponse } from 'next/server';
import { jsonDetail, staffRoute } from '@/lib/http';
import { leadDeskMessages, retryLead, sendLeadInBackground } from '@/lib/leads';
import { isFirestoreId } from '@/lib/members';

/** Staff: this lead's held and failed destinations are due now ('Reintentar'). */
export const POST = staffRoute<{ id: string }>(
  'leads',
  async ({ params: { id } }) => {
    if (!isFirestoreId(id)) return jsonDetail(404, leadDeskMessages.notFound);
    const result = await retryLead(id);
    if (result === 'unknown') return jsonDetail(404, leadDeskMessages.notFound);
    if (result === 'nothing') return jsonDetail(409, leadDeskMessages.nothingToRetry);
    after(() => sendLeadInBackground(id));
    return new NextResponse(null, { status: 202 });
  },
  'detail',
);
