import type { Metadata } from 'next';
import { company } from '@/content/company';

interface PageSeo {
  /** The page's own title; the root layout adds ' | Andina Digital' unless `absolute`. */
  title: string;
  absolute?: boolean;
  description: string;
  /** Canonical path, resolved against the site URL (metadataBase). */
  path: string;
}

/**
 * Title, description, canonical address and social cards of a public page. A page's
 * `openGraph` replaces the layout's, so the site name and locale are repeated here. The
 * cards' image comes from the nearest opengraph-image file.
 */
export function pageMetadata({ title, absolute = false, description, path }: PageSeo): Metadata {
  const fullTitle = absolute ? title : `${title} | ${company.name}`;
  return {
    title: absolute ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: fullTitle,
      description,
      url: path,
      siteName: company.name,
      locale: 'es_CL',
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
  };
}
