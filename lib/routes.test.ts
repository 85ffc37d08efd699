import { describe, expect, it } from 'vitest';
import {
  indexedPages,
  isKnownPath,
  isStaffPath,
  openPages,
  pageRoutes,
  unindexedPages,
} from './routes';

describe('isKnownPath (the route table of docs/product.md)', () => {
  // Every page of the table, a blog post for its `[id]`, and a trailing slash.
  const tablePaths = pageRoutes.map((route) => route.path.replace('[id]', 'abc123xyz'));
  it.each([...tablePaths, ...tablePaths.map((path) => `${path}/`)])('knows %s', (path) =>
    expect(isKnownPath(path)).toBe(true),
  );

  it('lists the pages of the route table: home, four services, blogs, ERP, CVSS, privacy, staff', () => {
    expect(pageRoutes).toHaveLength(17);
    expect(openPages).not.toContain('/soporte');
    expect(openPages).not.toContain('/soporte/datos');
    expect(openPages).toContain('/login');
    expect(openPages).toContain('/privacidad');
    expect(indexedPages[0]).toEqual({ path: '/', priority: 1 });
    expect(indexedPages.map((page) => page.path)).toContain('/privacidad');
    expect(unindexedPages).toEqual([
      '/soporte',
      '/soporte/datos',
      '/soporte/leads',
      '/soporte/privacidad/registro',
      '/soporte/privacidad/incidentes',
      '/login',
    ]);
  });

  it('knows the staff pages, and only them', () => {
    expect(isStaffPath('/soporte')).toBe(true);
    expect(isStaffPath('/soporte/datos')).toBe(true);
    expect(isStaffPath('/soporte/datos/')).toBe(true);
    expect(isStaffPath('/soporte/leads')).toBe(true);
    expect(isStaffPath('/soporte/privacidad/incidentes')).toBe(true);
    expect(isStaffPath('/soporte/privacidad/incidentes/abc123')).toBe(true);
    for (const path of [
      '/',
      '/privacidad',
      '/login',
      '/soporte/x',
      '/soporte/privacidad',
      '/blogs/abc',
    ]) {
      expect(isStaffPath(path), path).toBe(false);
    }
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
