import { NextResponse } from 'next/server';
import { personalDataRoute } from '@/lib/http';
import { deletePersonalData } from '@/lib/privacy';

/**
 * Privacy staff: deletes every lead of the body's `email` and erases it from its rights
 * requests (kept, answerable, with a keyed hash); answers what had reached the lead service, for
 * staff to delete there too. The audit keeps only the keyed hash.
 */
export const POST = personalDataRoute(async ({ user, email }) =>
  NextResponse.json(await deletePersonalData(email, user.email)),
);
