import { after, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import {
  jsonDetail,
  readJson,
  refusedSubmission,
  rejectCrossSite,
  solvedProofOf,
  validateBody,
} from '@/lib/http';
import {
  leadSubmissionLabels,
  leadSubmissionSchema,
  leadMessages,
  sendLeadInBackground,
  submitLead,
  unusedLeadId,
} from '@/lib/leads';
import { log } from '@/lib/log';
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
export async function POST(request: Request) {
  const forbidden = rejectCrossSite(request, env.NEXT_PUBLIC_SITE_URL, errorKey);
  if (forbidden) return forbidden;
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

  let result;
  try {
    const proofOfWork = await solvedProofOf(body.data);
    result = await submitLead(
      { ...fields, utm, page },
      clientAddress(request.headers, env.TRUSTED_PROXY_HOPS),
      { proofOfWork },
    );
  } catch (error) {
    log.error('leads', 'POST /api/odoo: the lead could not be stored', error);
    return jsonDetail(503, 'No pudimos registrar tu solicitud. Intenta nuevamente.');
  }
  if (!result.ok) return refusedSubmission(result, leadMessages.tooMany);
  // The visitor waits only for the durable write: sending runs once the answer is sent.
  const { leadId, noticeIds } = result;
  after(() => sendLeadInBackground(leadId, noticeIds));
  return accepted(leadId);
}
