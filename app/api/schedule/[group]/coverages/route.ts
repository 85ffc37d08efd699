import { NextResponse } from 'next/server';
import { readJsonBody, scheduleRoute } from '@/lib/http';
import { addCoverage, coverageSchema } from '@/lib/schedule';

/** A member holds the group's shift over a range, whatever the rotation says. */
export const POST = scheduleRoute(async ({ request, group, user }) => {
  const body = await readJsonBody(request, coverageSchema);
  if (!body.ok) return body.response;
  return NextResponse.json(
    { coverage: await addCoverage(group, body.data, user.email) },
    { status: 201 },
  );
});
