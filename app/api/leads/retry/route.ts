import { after, NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http';
import { retryAllLeads, sendLeadInBackground } from '@/lib/leads';

/** Staff: every held and failed lead is due now ('Reintentar todos'). */
export const POST = apiRoute({ access: 'staff', domain: 'leads', errorKey: 'detail' }, async () => {
  const queued = await retryAllLeads();
  after(async () => {
    for (const id of queued) await sendLeadInBackground(id);
  });
  return NextResponse.json({ queued: queued.length }, { status: 202 });
});
