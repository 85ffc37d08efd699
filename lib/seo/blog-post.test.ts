import { describe, expect, it } from 'vitest';
import type { Post } from '@/lib/cms';
import { placeholderImage } from '@/lib/cms/client';
import { postJsonLd, postMetadata, shareImageUrl } from './blog-post';

const siteUrl = 'https://www.andinadigital.cl';
const cover = {
  url: 'https://cms.andinadigital.cl/uploads/nube_1a2b.jpg',
  alt: 'Nubes',
  width: 1600,
  height: 900,
};
const shareImage = {
  url: 'https://cms.andinadigital.cl/uploads/tarjeta_9f8e.jpg',
  alt: 'Tarjeta',
  width: 1200,
  height: 630,
};

const blog = (overrides: Partial<Post> = {}): Post => ({
  documentId: 'k2x9d0q7a1',
  title: 'Migrar a la nube sin sorpresas en la factura',
  subtitle: 'Prácticas de FinOps para estimar y controlar el gasto cloud.',
  publishedAt: '2025-03-15T13:00:00.000Z',
  updatedAt: '2025-04-02T09:30:00.000Z',
  cover,
  body: [],
  published: true,
  seo: {},
  ...overrides,
});

const withSeo = blog({
  seo: {
    metaTitle: 'Costos de nube bajo control: guía FinOps',
    metaDescription: 'Prácticas de FinOps para migrar a la nube sin sorpresas en la factura.',
    shareImage,
  },
});

describe('shareImageUrl', () => {
  it("sends crawlers through the site's image optimiser, and keeps the site's own files", () => {
    expect(shareImageUrl(shareImage)).toBe(
      `/_next/image?url=${encodeURIComponent(shareImage.url)}&w=1200&q=75`,
    );
    expect(shareImageUrl(placeholderImage)).toBe('/images/blog-placeholder.jpg');
  });
});

describe('postMetadata', () => {
  it('uses the SEO fields: the meta title as the whole title, the description and image', () => {
    const metadata = postMetadata(withSeo, { draft: false });
    expect(metadata.title).toEqual({ absolute: 'Costos de nube bajo control: guía FinOps' });
    expect(metadata.description).toBe(withSeo.seo.metaDescription);
    expect(metadata.alternates?.canonical).toBe('/blogs/k2x9d0q7a1');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      title: 'Costos de nube bajo control: guía FinOps',
      url: '/blogs/k2x9d0q7a1',
      publishedTime: '2025-03-15T13:00:00.000Z',
      modifiedTime: '2025-04-02T09:30:00.000Z',
      images: [{ url: shareImageUrl(shareImage), width: 1200, height: 630, alt: 'Tarjeta' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.robots).toBeUndefined();
  });

  it('falls back to the title, the subtitle and the cover', () => {
    const metadata = postMetadata(blog(), { draft: false });
    expect(metadata.title).toBe('Migrar a la nube sin sorpresas en la factura');
    expect(metadata.description).toBe(blog().subtitle);
    expect(metadata.openGraph).toMatchObject({ images: [{ url: shareImageUrl(cover) }] });
  });

  it("leaves the image to the post's generated card when it has no image at all", () => {
    const metadata = postMetadata(blog({ cover: placeholderImage }), { draft: false });
    expect(metadata.openGraph).not.toHaveProperty('images');
  });

  it('keeps Draft Mode pages out of search engines', () => {
    expect(postMetadata(blog(), { draft: true }).robots).toEqual({
      index: false,
      follow: false,
    });
  });
});

describe('postJsonLd', () => {
  it('describes the post as a BlogPosting by the organization', () => {
    expect(postJsonLd(withSeo, siteUrl)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Migrar a la nube sin sorpresas en la factura',
      description: withSeo.seo.metaDescription,
      url: 'https://www.andinadigital.cl/blogs/k2x9d0q7a1',
      datePublished: '2025-03-15T13:00:00.000Z',
      dateModified: '2025-04-02T09:30:00.000Z',
      image: [`https://www.andinadigital.cl${shareImageUrl(shareImage)}`],
      author: { '@type': 'Organization', '@id': 'https://www.andinadigital.cl/#organization' },
      publisher: { '@type': 'Organization', logo: { '@type': 'ImageObject' } },
    });
  });

  it('shows the placeholder for a post without any image', () => {
    expect(postJsonLd(blog({ cover: placeholderImage }), siteUrl).image).toEqual([
      'https://www.andinadigital.cl/images/blog-placeholder.jpg',
    ]);
  });
});
