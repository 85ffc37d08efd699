import type { Metadata } from 'next';
import { blogCopy } from '@/content/blog';
import type { Post, PostImage } from '@/lib/cms';
import { placeholderImage } from '@/lib/cms/client';
import { postingJsonLd } from './json-ld';
import { pageMetadata } from './metadata';

/** The width social networks show cards at; one of next/image's sizes. */
const shareWidth = 1200;

/**
 * A post's image as crawlers fetch it: through the site's image optimiser (Strapi's own
 * address is not public), or as it is for a file of the site.
 */
export function shareImageUrl(image: PostImage): string {
  if (image.url.startsWith('/')) return image.url;
  return `/_next/image?url=${encodeURIComponent(image.url)}&w=${shareWidth}&q=75`;
}

/**
 * What search engines and shares show of a post: the marketer's SEO fields when filled, else
 * the title, the subtitle and the cover. No image (a post without cover) leaves the generated
 * card of the post's opengraph-image.
 */
function postSeo(blog: Post) {
  const cover = blog.cover.url === placeholderImage.url ? undefined : blog.cover;
  return {
    path: `/blogs/${blog.documentId}`,
    metaTitle: blog.seo.metaTitle,
    description: blog.seo.metaDescription ?? (blog.subtitle || blogCopy.description),
    image: blog.seo.shareImage ?? cover,
  };
}

/**
 * Title, description, canonical address, Open Graph article and Twitter card of a post (Next
 * gives the Twitter card the Open Graph image). The meta title, when set, is the whole title
 * (the marketer wrote it for the results page). A Draft Mode page is never indexed.
 */
export function postMetadata(blog: Post, { draft }: { draft: boolean }): Metadata {
  const seo = postSeo(blog);
  const base = pageMetadata({
    title: seo.metaTitle ?? blog.title,
    absolute: Boolean(seo.metaTitle),
    description: seo.description,
    path: seo.path,
  });
  const images = seo.image && [
    {
      url: shareImageUrl(seo.image),
      width: seo.image.width,
      height: seo.image.height,
      alt: seo.image.alt,
    },
  ];
  return {
    ...base,
    openGraph: {
      ...base.openGraph,
      type: 'article',
      publishedTime: blog.publishedAt,
      modifiedTime: blog.updatedAt,
      ...(images && { images }),
    },
    ...(draft && { robots: { index: false, follow: false } }),
  };
}

/** The post's BlogPosting structured data (the placeholder stands in for a missing image). */
export function postJsonLd(blog: Post, siteUrl: string) {
  const seo = postSeo(blog);
  return postingJsonLd(
    {
      path: seo.path,
      headline: blog.title,
      description: seo.description,
      datePublished: blog.publishedAt,
      dateModified: blog.updatedAt,
      image: shareImageUrl(seo.image ?? placeholderImage),
    },
    siteUrl,
  );
}
