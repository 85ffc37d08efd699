import { NextResponse } from 'next/server';
import { apiRoute, readJsonBody } from '@/lib/http';
import { publishPay, publishPaySchema } from '@/lib/schedule';

/** Freezes a month's pay that is over: 409 once published, 400 before the month ends. */
export const POST = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ request, user }) => {
  const body = await readJsonBody(request, publishPaySchema);
  if (!body.ok) return body.response;
  const published = await publishPay(body.data.group, body.data.month, user.email);
  return NextResponse.json({ published }, { status: 201 });
});
