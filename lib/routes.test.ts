import { describe, expect, it } from 'vitest';
import { indexedPages, isKnownPath, openPages, pageRoutes, unindexedPages } from './routes';

describe('isKnownPath (the route table of docs/product.md)', () => {
  // Every page of the table, a blog post for its `[id]`, and a trailing slash.
  const tablePaths = pageRoutes.map((route) => route.path.replace('[id]', 'abc123xyz'));
  it.each([...tablePaths, ...tablePaths.map((path) => `${path}/`)])('knows %s', (path) =>
    expect(isKnownPath(path)).toBe(true),
  );

  it('lists the pages of the route table: home, four services, blogs, ERP, CVSS, staff', () => {
    expect(pageRoutes).toHaveLength(11);
    expect(openPages).not.toContain('/soporte');
    expect(openPages).toContain('/login');
    expect(indexedPages[0]).toEqual({ path: '/', priority: 1 });
    expect(unindexedPages).toEqual(['/soporte', '/login']);
  });

  it.each([
    '/nope',
    '/services',
    '/services/unknown',
    '/services/big-data/extra',
    '/blogs/a/b',
    '/soporte/x',
    '/Login',
    '/admin',
    '/opengraph-imagery',
  ])('sends %s home', (path) => expect(isKnownPath(path)).toBe(false));

  it.each([
    '/api/anything',
    '/_next/static/x.js',
    '/favicon.ico',
    '/images/logo.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/apple-icon',
    '/opengraph-image',
    '/services/big-data/opengraph-image',
    '/services/big-data/opengraph-image-1m5q4s',
    '/odoo-landing-page/opengraph-image-ej4jxq',
    '/icon2',
  ])('leaves %s to the framework', (path) => expect(isKnownPath(path)).toBe(true));
});
