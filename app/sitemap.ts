import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import { sitemapEntries } from '@/lib/seo';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(env.NEXT_PUBLIC_SITE_URL);
}
