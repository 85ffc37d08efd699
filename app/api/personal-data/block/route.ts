import { after, NextResponse } from 'next/server';
import { personalDataRoute } from '@/lib/http';
import { sendLeadInBackground } from '@/lib/leads';
import { setBlocked } from '@/lib/privacy';

/** Staff: blocks that address's leads: never forwarded or retried while blocked. */
export const POST = personalDataRoute(async ({ user, email }) => {
  const { leads } = await setBlocked(email, true, user.email);
  return NextResponse.json({ blocked: leads });
});

/** Staff: unblocks them; those never forwarded are due again at once. */
export const DELETE = personalDataRoute(async ({ user, email }) => {
  const { leads, due } = await setBlocked(email, false, user.email);
  for (const id of due) after(() => sendLeadInBackground(id));
  return NextResponse.json({ unblocked: leads });
});
