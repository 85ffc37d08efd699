import 'server-only';
import { NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import {
  PROOF_OF_WORK_STATUS,
  createProofOfWorkChallenge,
  proofOfWorkMessages,
  proofOfWorkPayload,
  verifyProofOfWork,
  type RateSlot,
  type SolvedProof,
} from '@/lib/spam';
import { jsonDetail } from './responses';

/**
 * The solved proof of work a public form's body carries, checked against ALTCHA_HMAC_KEY; none
 * when it carries none or one that does not verify (the submission is then judged without it).
 */
export async function solvedProofOf(body: unknown): Promise<SolvedProof | undefined> {
  const check = await verifyProofOfWork(proofOfWorkPayload(body), env.ALTCHA_HMAC_KEY);
  if (check.ok) return check.proof;
  if (check.reason !== 'missing') log.debug('spam', `proof of work not accepted: ${check.reason}`);
  return undefined;
}

/**
 * A public form's answer when the rate limit refused it (docs/contracts.md, Public forms under a
 * flood): over the client's own limit, 429 `{ detail }` with Retry-After; over the global
 * ceiling only, 428 `{ detail, altcha }`: a fresh challenge to solve and send again.
 */
export async function refusedSubmission(
  refusal: Extract<RateSlot, { ok: false }>,
  tooMany: string,
): Promise<NextResponse> {
  if (refusal.scope === 'global') {
    return NextResponse.json(
      {
        detail: proofOfWorkMessages.required,
        altcha: await createProofOfWorkChallenge(env.ALTCHA_HMAC_KEY),
      },
      { status: PROOF_OF_WORK_STATUS, headers: { 'cache-control': 'no-store' } },
    );
  }
  const response = jsonDetail(429, tooMany);
  response.headers.set('retry-after', String(refusal.retryAfterSeconds));
  return response;
}
