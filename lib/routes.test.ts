import { describe, expect, it } from 'vitest';
import { isKnownPath } from './routes';

describe('isKnownPath (route table of specification 2.1)', () => {
  it.each([
    '/',
    '/services/software-factory',
    '/services/process-automation',
    '/services/big-data',
    '/services/cloud-services',
    '/blogs',
    '/blogs/abc123xyz',
    '/odoo-landing-page',
    '/cvss',
    '/soporte',
    '/login',
    '/services/big-data/',
  ])('knows %s', (path) => expect(isKnownPath(path)).toBe(true));

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
