import { describe, expect, it } from 'vitest';
import { buildShareUrl, cvssHref, vectorFromSearch } from './share-url';

const VECTOR = 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H';

describe('cvssHref', () => {
  it('keeps the vector readable in the query', () => {
    expect(cvssHref(VECTOR)).toBe(`/cvss?vector=${VECTOR}`);
  });

  it('is the bare path without a vector', () => {
    expect(cvssHref(null)).toBe('/cvss');
    expect(cvssHref('')).toBe('/cvss');
  });

  it('percent-encodes characters that would change the query', () => {
    expect(cvssHref('a b&c=d+e#f?')).toBe('/cvss?vector=a%20b%26c%3Dd%2Be%23f%3F');
  });

  it('round-trips any text through the query', () => {
    for (const text of [VECTOR, 'CVSS:3.0/AV:N', 'a b&c=d+e#f?/%:', 'ñandú/ÁRBOL']) {
      const href = cvssHref(text);
      expect(vectorFromSearch(new URL(href, 'https://example.cl').search)).toBe(text);
    }
  });
});

describe('buildShareUrl', () => {
  it('joins the origin and the calculator path', () => {
    expect(buildShareUrl('https://example.cl', VECTOR)).toBe(
      `https://example.cl/cvss?vector=${VECTOR}`,
    );
  });

  it('ignores a trailing slash on the origin', () => {
    expect(buildShareUrl('http://localhost:3000/', 'CVSS:3.0/AV:L')).toBe(
      'http://localhost:3000/cvss?vector=CVSS:3.0/AV:L',
    );
  });

  it('gives a URL that parses back to the same vector', () => {
    const url = new URL(buildShareUrl('https://example.cl', VECTOR));
    expect(url.pathname).toBe('/cvss');
    expect(url.searchParams.get('vector')).toBe(VECTOR);
  });
});

describe('vectorFromSearch', () => {
  it('reads the vector from a query string or URLSearchParams', () => {
    expect(vectorFromSearch(`?vector=${VECTOR}`)).toBe(VECTOR);
    expect(vectorFromSearch(new URLSearchParams({ vector: VECTOR }))).toBe(VECTOR);
  });

  it('decodes percent-encoded vectors', () => {
    expect(vectorFromSearch('?vector=CVSS%3A3.1%2FAV%3AN')).toBe('CVSS:3.1/AV:N');
  });

  it('is null when there is no vector or it is empty', () => {
    expect(vectorFromSearch('')).toBeNull();
    expect(vectorFromSearch('?other=1')).toBeNull();
    expect(vectorFromSearch('?vector=')).toBeNull();
  });

  it('takes the first vector when there are several', () => {
    expect(vectorFromSearch('?vector=CVSS:3.0/AV:N&vector=CVSS:3.1/AV:L')).toBe('CVSS:3.0/AV:N');
  });
});
