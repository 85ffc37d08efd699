import { NextResponse } from 'next/server';
import { apiRoute, idParam } from '@/lib/http';
import { memberGroupParam } from '@/lib/members';
import { cancelCover, coverRequestMessages } from '@/lib/schedule';

/** Cancels an open cover request (a malformed id is not found, like an unknown one). */
export const DELETE = apiRoute({ access: 'staff', domain: 'schedule' }, async ({ params }) => {
  const group = memberGroupParam(params.group);
  await cancelCover(group, idParam(params.id, coverRequestMessages.notFound));
  return new NextResponse(null, { status: 204 });
});
