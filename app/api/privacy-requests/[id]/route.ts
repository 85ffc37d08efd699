import { NextResponse } from 'next/server';
import { apiRoute, jsonError, readJsonBody } from '@/lib/http';
import {
  answerPrivacyRequest,
  answerSchema,
  PRIVACY_REQUEST_STATUS,
  privacyErrors,
} from '@/lib/privacy';

/** Privacy staff: marks a rights request answered (`{ status: 'respondida', note? }`). */
export const PATCH = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request, user, params }) => {
    const body = await readJsonBody(request, answerSchema);
    if (!body.ok) return body.response;
    const id = params.id ?? '';
    if (!/^[A-Za-z0-9]{1,64}$/.test(id)) return jsonError(404, privacyErrors.notFound);
    const found = await answerPrivacyRequest(id, { by: user.email, note: body.data.note });
    return found
      ? NextResponse.json({ id, status: PRIVACY_REQUEST_STATUS.answered })
      : jsonError(404, privacyErrors.notFound);
  },
);
