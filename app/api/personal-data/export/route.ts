import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http';
import { addressHash, exportPersonalData } from '@/lib/privacy';
import { addressInUrlRoute, readPersonalDataBody } from '@/lib/privacy/routes';

/** The old `GET ?email=`: 404 (the address never travels in a URL). */
export const GET = addressInUrlRoute;

/**
 * Privacy staff: everything stored about the body's `email` as a JSON file (portability). A
 * POST, so the cross-site check applies as to every change (it writes an audit entry).
 */
export const POST = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request, user }) => {
    const body = await readPersonalDataBody(request);
    if (!body.ok) return body.response;
    const { email } = body.data;
    const data = await exportPersonalData(email, user.email);
    // The file name says whose data it is without spelling out the address.
    const name = `datos-personales-${addressHash(email).slice(0, 12)}.json`;
    return new NextResponse(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${name}"`,
      },
    });
  },
);
