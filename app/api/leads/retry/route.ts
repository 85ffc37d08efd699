import { after, NextResponse } from 'next/server';
import { staffRoute } from '@/lib/http';
import { retryAllLeads, sendLeadInBackground } from '@/lib/leads';

/** Staff: every held and failed lead is due now ('Reintentar todos'). */
export const POST = staffRoute(
  'leads',
  async () => {
    const queued = await retryAllLeads();
    after(async () => {
      for (const id of queued) await sendLeadInBackground(id);
    });
    return NextResponse.json({ queued: queued.length }, { status: 202 });
  },
  'detail',
);
