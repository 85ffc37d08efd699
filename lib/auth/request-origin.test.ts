import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest, isSafeMethod } from './request-origin';

const siteUrl = 'https://www.andinadigital.cl';

const post = (headers: Record<string, string>, url = `${siteUrl}/api/members/equipo`) =>
  new Request(url, { method: 'POST', headers });

describe('isCrossSiteRequest', () => {
  it.each([
    ["the site's own Origin", { origin: siteUrl, 'sec-fetch-site': 'same-origin' }],
    ['the own Origin without Sec-Fetch-Site', { origin: siteUrl }],
    ['Sec-Fetch-Site same-origin without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a user-typed navigation (none)', { 'sec-fetch-site': 'none', cookie: '__session=x' }],
    ['no headers and no session cookie (curl)', {}],
    ['no headers and other cookies only', { cookie: 'theme=dark; __session_other=1' }],
  ])('lets through %s', (_label, headers) => {
    expect(isCrossSiteRequest(post(headers), siteUrl)).toBe(false);
  });

  it('accepts the address the request came in on as an Origin', () => {
    const request = post({ origin: 'http://localhost:3000' }, 'http://localhost:3000/api/x');
    expect(isCrossSiteRequest(request, siteUrl)).toBe(false);
  });

  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    [
      'a foreign Origin claiming same-origin',
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ],
    [
      'Sec-Fetch-Site cross-site with our Origin',
      { origin: siteUrl, 'sec-fetch-site': 'cross-site' },
    ],
    ['Sec-Fetch-Site cross-site alone', { 'sec-fetch-site': 'cross-site' }],
    ['the session cookie with neither header', { cookie: '__session=abc' }],
    ['the session cookie among others, with neither header', { cookie: 'a=1; __session=abc' }],
    ['a null Origin (sandboxed frame)', { origin: 'null' }],
  ])('refuses %s', (_label, headers) => {
    expect(isCrossSiteRequest(post(headers), siteUrl)).toBe(true);
  });
});

describe('isSafeMethod', () => {
  it('counts only reads as safe', () => {
    expect(['GET', 'HEAD'].every(isSafeMethod)).toBe(true);
    expect(['POST', 'PATCH', 'DELETE', 'PUT'].some(isSafeMethod)).toBe(false);
  });
});
