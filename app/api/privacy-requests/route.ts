import { NextResponse } from 'next/server';
import { z } from '@/lib/zod';
import { jsonError, requireStaff } from '@/lib/http';
import { log } from '@/lib/log';
import { listPrivacyRequests, privacyErrors, privacyRequestStatuses } from '@/lib/privacy';

const statusSchema = z.enum(privacyRequestStatuses).optional();

/** Staff: the rights requests, open ones first by deadline (`?status=abierta|respondida`). */
export async function GET(request: Request) {
  const gate = await requireStaff(request);
  if (gate.response) return gate.response;
  const status = statusSchema.safeParse(
    new URL(request.url).searchParams.get('status') ?? undefined,
  );
  if (!status.success) return jsonError(400, privacyErrors.unknownStatus);
  try {
    return NextResponse.json({ requests: await listPrivacyRequests(status.data) });
  } catch (error) {
    log.error('privacy', 'GET /api/privacy-requests failed', error);
    return jsonError(503, privacyErrors.unavailable);
  }
}
