import { describe, expect, it } from 'vitest';
import { robotsRules, sitemapEntries } from './crawling';

const siteUrl = 'https://www.andinadigital.cl';

describe('sitemap', () => {
  it('lists the home, the four services and the other public pages with absolute URLs', () => {
    const urls = sitemapEntries(siteUrl).map((entry) => entry.url);
    expect(urls).toEqual([
      'https://www.andinadigital.cl/',
      'https://www.andinadigital.cl/services/software-factory',
      'https://www.andinadigital.cl/services/process-automation',
      'https://www.andinadigital.cl/services/big-data',
      'https://www.andinadigital.cl/services/cloud-services',
      'https://www.andinadigital.cl/odoo-landing-page',
      'https://www.andinadigital.cl/blogs',
      'https://www.andinadigital.cl/cvss',
      'https://www.andinadigital.cl/privacidad',
    ]);
  });
});

describe('robots', () => {
  it('keeps staff pages out and points to the sitemap', () => {
    const robots = robotsRules(siteUrl);
    expect(robots.rules).toMatchObject({
      allow: '/',
      disallow: [
        '/soporte',
        '/soporte/datos',
        '/soporte/leads',
        '/soporte/privacidad/registro',
        '/soporte/privacidad/incidentes',
        '/login',
        '/api/',
      ],
    });
    expect(robots.sitemap).toBe('https://www.andinadigital.cl/sitemap.xml');
  });
});
