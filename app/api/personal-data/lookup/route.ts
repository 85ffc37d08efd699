import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http';
import { lookUpPersonalData } from '@/lib/privacy';
import { readPersonalDataBody } from '@/lib/privacy/routes';

/**
 * Privacy staff: everything stored about the body's `email` (docs/contracts.md, Personal data),
 * each look-up audited (`lookup`: who, the address's keyed hash).
 */
export const POST = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request, user }) => {
    const body = await readPersonalDataBody(request);
    if (!body.ok) return body.response;
    return NextResponse.json(await lookUpPersonalData(body.data.email, user.email));
  },
);
