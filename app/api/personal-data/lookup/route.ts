import { NextResponse } from 'next/server';
import { apiRoute, readPersonalDataBody } from '@/lib/http';
import { findPersonalData } from '@/lib/privacy';

/** Privacy staff: everything stored about the body's `email` (docs/contracts.md, Personal data). */
export const POST = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request }) => {
    const body = await readPersonalDataBody(request);
    if (!body.ok) return body.response;
    return NextResponse.json(await findPersonalData(body.data.email));
  },
);
