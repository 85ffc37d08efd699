/**
 * How a public form and its route speak about proof of work (docs/contracts.md, Public forms
 * under a flood): past the global ceiling the route answers PROOF_OF_WORK_STATUS with
 * `{ detail, altcha: <challenge> }`; the browser solves the challenge and sends the form again
 * with the solution in the body's PROOF_OF_WORK_FIELD. Pure: the forms import it too.
 */

/** The body member that carries the solved challenge (the `altcha` widget's payload). */
export const PROOF_OF_WORK_FIELD = 'altcha';

/** 428 Precondition Required: send again with a solved challenge. */
export const PROOF_OF_WORK_STATUS = 428;

export const proofOfWorkMessages = {
  required:
    'Estamos recibiendo muchas solicitudes. Para proteger el formulario, tu navegador debe ' +
    'resolver una verificación automática y volver a enviarla; no necesitas hacer nada más.',
} as const;

const isRecord = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** The solution a body carries (anything: the server checks it), if any. */
export const proofOfWorkPayload = (body: unknown): unknown =>
  isRecord(body) ? body[PROOF_OF_WORK_FIELD] : undefined;

/** The body without the solution, so the form's schema sees only the real fields. */
export function withoutProofOfWork(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const { [PROOF_OF_WORK_FIELD]: _solution, ...fields } = body;
  return fields;
}

/** The challenge of a 428 answer's body, when it carries one. */
export const challengeOf = (body: unknown): unknown =>
  isRecord(body) && isRecord(body[PROOF_OF_WORK_FIELD]) ? body[PROOF_OF_WORK_FIELD] : undefined;
