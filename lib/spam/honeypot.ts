/**
 * A public form's trap for bots: a field people never see (visually hidden, aria-hidden, out of
 * the tab order, autocomplete off) and so leave empty, while form-filling bots complete it. A
 * submission that fills it is answered like any other and dropped, so bots learn nothing.
 */
export const HONEYPOT_FIELD = 'website';

const isRecord = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

/** True when the honeypot holds anything but an empty (or blank) string. */
export function isBotSubmission(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** The body without the honeypot, so the form's schema sees only the real fields. */
export function withoutHoneypot(body: unknown): unknown {
  if (!isRecord(body)) return body;
  const { [HONEYPOT_FIELD]: _trap, ...fields } = body;
  return fields;
}
