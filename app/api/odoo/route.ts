import { after, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { apiRoute, readJson, refusedSubmission, solvedProofOf, validateBody } from '@/lib/http';
import {
  leadSubmissionLabels,
  leadSubmissionSchema,
  leadMessages,
  sendLeadInBackground,
  submitLead,
  unusedLeadId,
} from '@/lib/leads';
import { clientAddress, isBotSubmission, withoutHoneypot, withoutProofOfWork } from '@/lib/spam';

// Lead routes answer errors as `{ detail }` (docs/contracts.md, Rules for every route).
const errorKey = 'detail';

const accepted = (leadId: string) =>
  NextResponse.json({ message: leadMessages.accepted, lead_id: leadId }, { status: 201 });

/**
 * A demo request from the blog's modal (docs/contracts.md, Leads): 201 once stored durably; past
 * the global ceiling, 428 with a proof-of-work challenge (docs/contracts.md, Public forms under a
 * flood).
 */
export const POST = apiRoute(
  {
    access: 'public',
    domain: 'leads',
    errorKey,
    unavailable: 'No pudimos registrar tu solicitud. Intenta nuevamente.',
  },
  async ({ request }) => {
    const body = await readJson(request, { errorKey });
    if (!body.ok) return body.response;
    // Bots get the answer people get, so nothing tells them they were caught; nothing is stored.
    if (isBotSubmission(body.data)) return accepted(unusedLeadId());
    // Consent to the privacy notice is checked first: without it, nothing else matters.
    const submission = validateBody(
      leadSubmissionSchema,
      withoutProofOfWork(withoutHoneypot(body.data)),
      { errorKey, fieldLabels: leadSubmissionLabels },
    );
    if (!submission.ok) return submission.response;
    const { consent: _consent, utm, page, ...fields } = submission.data;

    const proofOfWork = await solvedProofOf(body.data);
    const result = await submitLead(
      { ...fields, utm, page },
      clientAddress(request.headers, env.TRUSTED_PROXY_HOPS),
      { proofOfWork },
    );
    if (!result.ok) return refusedSubmission(result, leadMessages.tooMany);
    // The visitor waits only for the durable write: sending runs once the answer is sent.
    const { leadId, noticeIds } = result;
    after(() => sendLeadInBackground(leadId, noticeIds));
    return accepted(leadId);
  },
);
