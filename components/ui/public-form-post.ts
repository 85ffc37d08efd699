import { PROOF_OF_WORK_FIELD, PROOF_OF_WORK_STATUS, challengeOf } from '@/lib/spam/client';

/** After this long, a form says it is still verifying (a person does not notice less). */
const SLOW_PROOF_OF_WORK_MS = 1_500;

const postJson = (url: string, body: Record<string, unknown>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Posts a public form (lead, rights request) as JSON. Past the global ceiling the route answers
 * 428 with a proof-of-work challenge (docs/contracts.md, Public forms under a flood): the
 * browser then loads the solver (only then: it stays out of every page's first load), solves the
 * challenge in workers and posts the form once more with the solution. `onSlow` runs when that
 * takes longer than a moment, so the form can say so. A challenge that cannot be solved leaves
 * the 428 as the answer.
 */
export async function postPublicForm(
  url: string,
  body: Record<string, unknown>,
  { onSlow }: { onSlow?: () => void } = {},
): Promise<Response> {
  const response = await postJson(url, body);
  if (response.status !== PROOF_OF_WORK_STATUS) return response;
  const challenge = challengeOf(
    await response
      .clone()
      .json()
      .catch(() => null),
  );
  if (!challenge) return response;
  const slow = onSlow && window.setTimeout(onSlow, SLOW_PROOF_OF_WORK_MS);
  try {
    const { solveProofOfWork } = await import('./proof-of-work');
    const solution = await solveProofOfWork(challenge);
    return await postJson(url, { ...body, [PROOF_OF_WORK_FIELD]: solution });
  } catch (error) {
    console.error('Proof of work failed:', error);
    return response;
  } finally {
    window.clearTimeout(slow);
  }
}
