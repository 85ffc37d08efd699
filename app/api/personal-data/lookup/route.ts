import { NextResponse } from 'next/server';
import { personalDataRoute } from '@/lib/http';
import { findPersonalData } from '@/lib/privacy';

/** Privacy staff: everything stored about the body's `email` (docs/contracts.md, Personal data). */
export const POST = personalDataRoute(async ({ email }) =>
  NextResponse.json(await findPersonalData(email)),
);
