import { NextResponse } from 'next/server';
import { apiRoute, idParam } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { deleteCoverage, scheduleMessages } from '@/lib/schedule';

/** Ends a coverage early (a malformed id is the coverage's not-found, like an unknown one). */
export const DELETE = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ params }) => {
  const group = memberGroupParam(params.group);
  await deleteCoverage(group, idParam(params.id, scheduleMessages.coverageNotFound));
  return new NextResponse(null, { status: 204 });
});
