import type { MetadataRoute } from 'next';
import { services } from '@/content/services';

/** The public pages worth indexing, most important first (blog posts come from the CMS). */
export const publicPages: readonly { path: string; priority: number }[] = [
  { path: '/', priority: 1 },
  ...services.map((service) => ({ path: `/services/${service.slug}`, priority: 0.8 })),
  { path: '/odoo-landing-page', priority: 0.8 },
  { path: '/blogs', priority: 0.6 },
  { path: '/cvss', priority: 0.4 },
];

export function sitemapEntries(siteUrl: string): MetadataRoute.Sitemap {
  return publicPages.map((page) => ({
    url: new URL(page.path, siteUrl).href,
    changeFrequency: 'monthly',
    priority: page.priority,
  }));
}

/** Staff pages and the API stay out of search engines. */
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/soporte', '/login', '/api/'] },
    sitemap: new URL('/sitemap.xml', siteUrl).href,
  };
}
