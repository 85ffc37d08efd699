/** Where the calculator lives and the query value that carries a vector (/cvss?vector=…). */
const CVSS_PATH = '/cvss';
const VECTOR_PARAM = 'vector';

/**
 * The calculator's path with this vector in its query, or the bare path without one.
 * ':' and '/' stay readable (RFC 3986 allows both in a query), so a shared link shows the
 * vector as people write it; everything else is percent-encoded.
 */
export function cvssHref(vector: string | null): string {
  if (vector === null || vector === '') return CVSS_PATH;
  const encoded = encodeURIComponent(vector).replace(/%3A/g, ':').replace(/%2F/g, '/');
  return `${CVSS_PATH}?${VECTOR_PARAM}=${encoded}`;
}

/** The absolute link to share a result, e.g. https://example.cl/cvss?vector=CVSS:3.1/AV:N/… */
export function buildShareUrl(origin: string, vector: string): string {
  return `${origin.replace(/\/+$/, '')}${cvssHref(vector)}`;
}

/** The vector a query string carries, or null when it has none. */
export function vectorFromSearch(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const vector = params.get(VECTOR_PARAM);
  return vector === null || vector === '' ? null : vector;
}
