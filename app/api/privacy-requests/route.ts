import { after, NextResponse } from 'next/server';
import * as z from '@/lib/zod';
import { env } from '@/lib/env';
import {
  apiRoute,
  jsonError,
  readJson,
  refusedSubmission,
  solvedProofOf,
  validateBody,
} from '@/lib/http';
import { searchValues } from '@/lib/leads';
import {
  deliverRequestNoticesInBackground,
  listPrivacyRequests,
  privacyErrors,
  privacyRequestLabels,
  privacyRequestMessages,
  privacyRequestSchema,
  privacyRequestStatuses,
  responseBusinessDays,
  responseDueOn,
  submitPrivacyRequest,
  unusedRequestId,
} from '@/lib/privacy';
import { clientAddress, isBotSubmission, withoutHoneypot, withoutProofOfWork } from '@/lib/spam';

// Public answers carry `detail`, like the lead form's (docs/contracts.md, Personal data).
const errorKey = 'detail';

/**
 * A rights request from the form on /privacidad: 201 `{ id, dueOn }` once stored; staff are
 * told through the outbox once the answer is sent. Past the global ceiling, 428 with a
 * proof-of-work challenge (docs/contracts.md, Public forms under a flood).
 */
export const POST = apiRoute(
  { access: 'public', domain: 'privacy', errorKey, unavailable: privacyRequestMessages.failed },
  async ({ request }) => {
    const body = await readJson(request, { errorKey });
    if (!body.ok) return body.response;
    const businessDays = env.PRIVACY_RESPONSE_BUSINESS_DAYS;
    // Bots get the answer people get, so nothing tells them they were caught; nothing is stored.
    if (isBotSubmission(body.data)) {
      const right = (body.data as { right?: unknown }).right === 'bloqueo' ? 'bloqueo' : 'acceso';
      const days = responseBusinessDays(right, businessDays);
      return NextResponse.json(
        { id: unusedRequestId(), dueOn: responseDueOn(new Date(), days) },
        { status: 201 },
      );
    }
    const fields = validateBody(
      privacyRequestSchema,
      withoutProofOfWork(withoutHoneypot(body.data)),
      { errorKey, fieldLabels: privacyRequestLabels },
    );
    if (!fields.ok) return fields.response;

    const proofOfWork = await solvedProofOf(body.data);
    const result = await submitPrivacyRequest(
      fields.data,
      clientAddress(request.headers, env.TRUSTED_PROXY_HOPS),
      {
        limitPerMinute: env.LEADS_RATE_LIMIT_PER_MINUTE,
        globalLimitPerMinute: env.LEADS_GLOBAL_LIMIT_PER_MINUTE,
        businessDays,
        proofOfWork,
      },
    );
    if (!result.ok) return refusedSubmission(result, privacyRequestMessages.tooMany);
    const { id, dueOn, noticeIds } = result;
    after(() => deliverRequestNoticesInBackground(noticeIds));
    return NextResponse.json({ id, dueOn }, { status: 201 });
  },
);

const listQuery = z.object({
  status: z.enum(privacyRequestStatuses).optional(),
  // Checked by listPrivacyRequests: one that can be no id is a 400 of its own.
  cursor: z.string().optional(),
});

/**
 * Privacy staff: the rights requests, 50 a page: open ones first by due date (overdue first),
 * `?status=abierta|respondida` only those, `?cursor=` the page after (docs/contracts.md).
 */
export const GET = apiRoute(
  { access: { staff: { privacy: true } }, domain: 'privacy' },
  async ({ request }) => {
    const query = listQuery.safeParse(searchValues(request.url));
    if (!query.success) return jsonError(400, privacyErrors.unknownStatus);
    return NextResponse.json(await listPrivacyRequests(query.data));
  },
);
