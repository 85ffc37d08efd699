import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http';
import { deletePersonalData } from '@/lib/privacy';
import { readPersonalDataBody } from '@/lib/privacy/routes';

/**
 * Privacy staff: deletes every lead of the body's `email` and erases it from its rights
 * requests (kept, answerable, with a keyed hash); answers what had reached the lead service, for
 * staff to delete there too. The audit keeps only the keyed hash.
 */
export const POST = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request, user }) => {
    const body = await readPersonalDataBody(request);
    if (!body.ok) return body.response;
    return NextResponse.json(await deletePersonalData(body.data.email, user.email));
  },
);
