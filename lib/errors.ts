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

/**
 * A paged list's `cursor` that can be no document's id (a slash, `..`, too long): every paged list
 * answers it 400, instead of failing at the database.
 */
export class MalformedCursorError extends DomainError {
  constructor() {
    super(400, 'El cursor no es válido: usa el nextCursor de la página anterior.');
    this.name = 'MalformedCursorError';
  }
}
