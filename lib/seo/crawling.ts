import type { MetadataRoute } from 'next';
import { indexedPages, unindexedPages } from '@/lib/routes';

export function sitemapEntries(siteUrl: string): MetadataRoute.Sitemap {
  return indexedPages.map((page) => ({
    url: new URL(page.path, siteUrl).href,
    changeFrequency: 'monthly',
    priority: page.priority,
  }));
}

/** Staff pages and the API stay out of search engines. */
export function robotsRules(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...unindexedPages, '/api/'] },
    sitemap: new URL('/sitemap.xml', siteUrl).href,
  };
}
