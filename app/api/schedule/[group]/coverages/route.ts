import { NextResponse } from 'next/server';
import { apiRoute, readJsonBody } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { addCoverage, coverageSchema } from '@/lib/schedule';

/** A member holds the group's shift over a range, whatever the rotation says. */
export const POST = apiRoute(
  { access: 'staff', domain: 'schedule' },
  async ({ request, params, user }) => {
    const group = memberGroupParam(params.group);
    const body = await readJsonBody(request, coverageSchema);
    if (!body.ok) return body.response;
    return NextResponse.json(
      { coverage: await addCoverage(group, body.data, user.email) },
      { status: 201 },
    );
  },
);
