import { NextResponse } from 'next/server';
import { scheduleRoute } from '@/lib/http';
import { deleteCoverage } from '@/lib/schedule';

export const DELETE = scheduleRoute(async ({ group, id }) => {
  await deleteCoverage(group, id);
  return new NextResponse(null, { status: 204 });
});
