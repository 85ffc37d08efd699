/**
 * A domain's refusal with its answer: the status and the Spanish message a route sends as is
 * (with the per-field messages, if any). Route handlers never catch it: `apiRoute` does.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
