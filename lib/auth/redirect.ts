/** Where the support screen lives; the default destination after signing in (docs/product.md). */
export const SUPPORT_PATH = '/soporte';

const base = 'https://base.invalid';

/** The path, query and fragment a browser would go to for `value` on this site, or null. */
function resolvedPath(value: string): string | null {
  try {
    const resolved = new URL(value, base);
    return resolved.origin === base
      ? `${resolved.pathname}${resolved.search}${resolved.hash}`
      : null;
  } catch {
    return null;
  }
}

/**
 * The `redirect` query value is honoured only when it is a path of this site. The decision is
 * made on the resolved form, which is what is returned: dot segments and escapes are resolved
 * first (`/.//evil.example` resolves to `//evil.example`, another host), then the result must
 * start with exactly one slash and resolve to itself again. Anything else goes to /soporte.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) {
    return SUPPORT_PATH;
  }
  const path = resolvedPath(value);
  if (!path || !path.startsWith('/') || path.startsWith('//') || resolvedPath(path) !== path) {
    return SUPPORT_PATH;
  }
  return path;
}

/** `/login?redirect=…` for a guarded request, with `error=auth_error` when the check itself failed. */
export function loginRedirectPath(requestedPath: string, checkFailed: boolean): string {
  const params = new URLSearchParams({ redirect: requestedPath });
  if (checkFailed) params.set('error', 'auth_error');
  return `/login?${params.toString()}`;
}
