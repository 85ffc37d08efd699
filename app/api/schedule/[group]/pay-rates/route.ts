import { NextResponse } from 'next/server';
import { apiRoute, readJsonBody } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { payRatesSchema, savePayRates } from '@/lib/schedule';

/** Sets the group's pay rates from a month on; every change is kept with who and when. */
export const PUT = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ request, params, user }) => {
    const group = memberGroupParam(params.group);
    const body = await readJsonBody(request, payRatesSchema);
    if (!body.ok) return body.response;
    return NextResponse.json({ rates: await savePayRates(group, body.data, user.email) });
  },
);
