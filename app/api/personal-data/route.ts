import { NextResponse } from 'next/server';
import { apiRoute } from '@/lib/http';
import { leadCorrectionSchema } from '@/lib/leads';
import { correctPersonalData, personalDataBodySchema } from '@/lib/privacy';
import { addressInUrlRoute, readPersonalDataBody } from '@/lib/privacy/routes';

/** The old `GET` and `DELETE ?email=`: 404 (the address never travels in a URL). */
export const GET = addressInUrlRoute;
export const DELETE = addressInUrlRoute;

const correctionBody = personalDataBodySchema.extend({ changes: leadCorrectionSchema });

/**
 * Privacy staff: corrects the leads of the body's `email` (rectification) with `changes`; a
 * field left out keeps its value.
 */
export const PATCH = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request, user }) => {
    const body = await readPersonalDataBody(request, correctionBody);
    if (!body.ok) return body.response;
    const corrected = await correctPersonalData(body.data.email, body.data.changes, user.email);
    return NextResponse.json({ corrected });
  },
);
