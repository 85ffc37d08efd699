import { after, NextResponse } from 'next/server';
import { personalDataRoute } from '@/lib/http';
import { sendLeadInBackground } from '@/lib/leads';
import { setBlocked } from '@/lib/privacy';

/** Privacy staff: unblocks the leads of the body's `email`; those never forwarded are due at once. */
export const POST = personalDataRoute(async ({ user, email }) => {
  const { leads, due } = await setBlocked(email, false, user.email);
  for (const id of due) after(() => sendLeadInBackground(id));
  return NextResponse.json({ unblocked: leads });
});
