import { describe, expect, it } from 'vitest';
import { previewUrl, siteOrigins } from './preview';

const settings = { siteUrl: 'https://www.andinadigital.cl', secret: 'a-long-random-secret+/=' };

describe('previewUrl', () => {
  it("opens a post through the site's /api/preview with the secret and its documentId", () => {
    const url = new URL(previewUrl(settings, 'api::blog.blog', 'k2x9d0q7a1') ?? '');
    expect(url.origin + url.pathname).toBe('https://www.andinadigital.cl/api/preview');
    expect(url.searchParams.get('secret')).toBe(settings.secret);
    expect(url.searchParams.get('id')).toBe('k2x9d0q7a1');
  });

  it('gives no preview for other content types, a new entry or missing settings', () => {
    expect(previewUrl(settings, 'plugin::users-permissions.user', 'k2x9d0q7a1')).toBeNull();
    expect(previewUrl(settings, 'api::blog.blog', undefined)).toBeNull();
    expect(previewUrl({ siteUrl: settings.siteUrl }, 'api::blog.blog', 'k2x9d0q7a1')).toBeNull();
    expect(previewUrl({ secret: settings.secret }, 'api::blog.blog', 'k2x9d0q7a1')).toBeNull();
  });
});

describe('siteOrigins', () => {
  it("allows the site's origin only", () => {
    expect(siteOrigins('http://localhost:3000/some/path')).toEqual(['http://localhost:3000']);
    expect(siteOrigins(undefined)).toEqual([]);
    expect(siteOrigins('not a url')).toEqual([]);
  });
});
