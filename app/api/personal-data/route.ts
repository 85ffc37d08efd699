import { NextResponse } from 'next/server';
import { personalDataRoute, readJsonBody } from '@/lib/http';
import { leadCorrectionSchema, leadLabels } from '@/lib/leads';
import { correctPersonalData, deletePersonalData, findPersonalData } from '@/lib/privacy';

/** Staff: everything stored about an address (docs/contracts.md, Personal data). */
export const GET = personalDataRoute(async ({ email }) =>
  NextResponse.json(await findPersonalData(email)),
);

/** Staff: corrects that address's leads (rectification); a field left out keeps its value. */
export const PATCH = personalDataRoute(async ({ request, user, email }) => {
  const body = await readJsonBody(request, leadCorrectionSchema, { fieldLabels: leadLabels });
  if (!body.ok) return body.response;
  const corrected = await correctPersonalData(email, body.data, user.email);
  return NextResponse.json({ corrected });
});

/**
 * Staff: deletes every record of that address; answers what had reached the lead service, for
 * staff to delete there too. The audit keeps only the address's hash.
 */
export const DELETE = personalDataRoute(async ({ user, email }) =>
  NextResponse.json(await deletePersonalData(email, user.email)),
);
