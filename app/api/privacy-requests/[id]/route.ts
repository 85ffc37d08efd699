import { NextResponse } from 'next/server';
import { jsonError, readJsonBody, requireStaff } from '@/lib/http';
import { log } from '@/lib/log';
import {
  answerPrivacyRequest,
  answerSchema,
  PRIVACY_REQUEST_STATUS,
  privacyErrors,
} from '@/lib/privacy';

/** Privacy staff: marks a rights request answered (`{ status: 'respondida', note? }`). */
export async function PATCH(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const gate = await requireStaff(request, 'error', { privacy: true });
  if (gate.response) return gate.response;
  const { id } = await params;
  const body = await readJsonBody(request, answerSchema);
  if (!body.ok) return body.response;
  if (!/^[A-Za-z0-9]{1,64}$/.test(id)) return jsonError(404, privacyErrors.notFound);
  try {
    const found = await answerPrivacyRequest(id, { by: gate.user.email, note: body.data.note });
    return found
      ? NextResponse.json({ id, status: PRIVACY_REQUEST_STATUS.answered })
      : jsonError(404, privacyErrors.notFound);
  } catch (error) {
    log.error('privacy', `PATCH /api/privacy-requests/${id} failed`, error);
    return jsonError(503, privacyErrors.unavailable);
  }
}
