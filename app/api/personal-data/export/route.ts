import { NextResponse } from 'next/server';
import { personalDataRoute } from '@/lib/http';
import { emailHash, exportPersonalData } from '@/lib/privacy';

/** Staff: everything stored about an address as a JSON file (portability). */
export const GET = personalDataRoute(async ({ user, email }) => {
  const data = await exportPersonalData(email, user.email);
  // The file name says whose data it is without spelling out the address.
  const name = `datos-personales-${emailHash(email).slice(0, 12)}.json`;
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
});
