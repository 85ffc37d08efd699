import { after, NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http';
import { sendLeadInBackground } from '@/lib/leads';
import { setBlocked } from '@/lib/privacy';
import { readPersonalDataBody } from '@/lib/privacy/routes';

/** Privacy staff: unblocks the leads of the body's `email`; those never forwarded are due at once. */
export const POST = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request, user }) => {
    const body = await readPersonalDataBody(request);
    if (!body.ok) return body.response;
    const { leads, due } = await setBlocked(body.data.email, false, user.email);
    for (const id of due) after(() => sendLeadInBackground(id));
    return NextResponse.json({ unblocked: leads });
  },
);
