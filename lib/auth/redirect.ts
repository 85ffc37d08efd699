/** Where the support screen lives; the default destination after signing in (specification 9). */
export const SUPPORT_PATH = '/soporte';

/**
 * The `redirect` query value is honoured only when it is a path of this site: one leading
 * slash, no scheme, no protocol-relative `//` or backslash trick, no control characters.
 * Anything else goes to the support screen.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return SUPPORT_PATH;
  }
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return SUPPORT_PATH;
  try {
    // The browser resolves it against a foreign base: a same-site path keeps that base.
    const resolved = new URL(value, 'https://base.invalid');
    if (resolved.origin !== 'https://base.invalid') return SUPPORT_PATH;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return SUPPORT_PATH;
  }
}

/** `/login?redirect=…` for a guarded request, with `error=auth_error` when the check itself failed. */
export function loginRedirectPath(requestedPath: string, checkFailed: boolean): string {
  const params = new URLSearchParams({ redirect: requestedPath });
  if (checkFailed) params.set('error', 'auth_error');
  return `/login?${params.toString()}`;
}
