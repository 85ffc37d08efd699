import type { APIRequestContext, Page } from '@playwright/test';
import { cmsForSpec, paragraph, uniqueTitle } from '../cms';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import { seededSeo } from './seed';

/**
 * What search engines and social networks read of a post: its metadata, Open Graph and Twitter
 * cards, BlogPosting JSON-LD and the sitemap, from the marketer's SEO fields or their fallbacks.
 */
test.describe.configure({ timeout: 90_000 });

const site = e2eStack.baseURL;
const api = `${e2eStack.strapiUrl}/api/blogs`;

const cms = cmsForSpec();

interface StrapiPost {
  documentId: string;
  title: string;
  publishedAt: string;
  updatedAt: string;
}

async function strapiPost(request: APIRequestContext, title: string): Promise<StrapiPost> {
  const response = await request.get(api, { params: { 'filters[title][$eq]': title } });
  const { data } = (await response.json()) as { data: StrapiPost[] };
  expect(data, title).toHaveLength(1);
  return data[0] as StrapiPost;
}

const meta = (page: Page, attribute: 'name' | 'property', key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');

async function blogPosting(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = scripts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((data) => data['@type'] === 'BlogPosting');
  expect(found).toHaveLength(1);
  return found[0] as Record<string, unknown> & { image: string[] };
}

/** The image a card points at answers as an image. */
async function expectImage(request: APIRequestContext, url: string | null) {
  const response = await request.get(new URL(url ?? '', site).href);
  expect(response.status(), url ?? '').toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
}

test('a post with SEO fields uses them for its title, description and share image', async ({
  page,
  request,
}) => {
  const post = await strapiPost(request, seededSeo.full.title);
  const path = `/blogs/${post.documentId}`;
  await page.goto(path);

  await expect(page).toHaveTitle(seededSeo.full.metaTitle);
  expect(await meta(page, 'name', 'description')).toBe(seededSeo.full.metaDescription);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}${path}`);
  expect(await meta(page, 'property', 'og:type')).toBe('article');
  expect(await meta(page, 'property', 'og:title')).toBe(seededSeo.full.metaTitle);
  expect(await meta(page, 'property', 'og:description')).toBe(seededSeo.full.metaDescription);
  expect(await meta(page, 'property', 'og:url')).toBe(`${site}${path}`);
  expect(await meta(page, 'property', 'article:published_time')).toBe(post.publishedAt);
  const shareImage = await meta(page, 'property', 'og:image');
  expect(decodeURIComponent(shareImage ?? '')).toContain(seededSeo.full.shareImageFile);
  expect(shareImage).toContain(`${site}/_next/image?`);
  await expectImage(request, shareImage);
  expect(await meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(await meta(page, 'name', 'twitter:image')).toBe(shareImage);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const posting = await blogPosting(page);
  expect(posting).toMatchObject({
    '@context': 'https://schema.org',
    headline: seededSeo.full.title,
    description: seededSeo.full.metaDescription,
    url: `${site}${path}`,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    image: [shareImage],
    author: { '@type': 'Organization', name: 'Andina Digital' },
    publisher: { '@type': 'Organization', name: 'Andina Digital' },
  });
});

test('a post without SEO fields falls back to its title, subtitle and cover', async ({
  page,
  request,
}) => {
  const post = await strapiPost(request, seededSeo.none.title);
  await page.goto(`/blogs/${post.documentId}`);

  await expect(page).toHaveTitle(`${seededSeo.none.title} | Andina Digital`);
  expect(await meta(page, 'name', 'description')).toBe(seededSeo.none.subtitle);
  expect(await meta(page, 'property', 'og:title')).toBe(`${seededSeo.none.title} | Andina Digital`);
  const cover = await meta(page, 'property', 'og:image');
  expect(decodeURIComponent(cover ?? '')).toContain(seededSeo.none.coverFile);
  await expectImage(request, cover);
  const posting = await blogPosting(page);
  expect(posting).toMatchObject({ headline: seededSeo.none.title, image: [cover] });
});

test('a post without any image is shared with a generated card of its title', async ({
  page,
  request,
}) => {
  const title = uniqueTitle('Entrada sin imagen');
  const documentId = await cms.create({
    title,
    subtitle: 'Sin portada ni campos SEO',
    published: true,
    contentHTML: paragraph('Solo texto.'),
  });
  await page.goto(`/blogs/${documentId}`);
  // The post's first visit renders it on demand from Strapi: on a loaded 2-core machine that
  // has outlasted the default 7 s.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 20_000,
  });
  const card = await meta(page, 'property', 'og:image');
  expect(card).toMatch(new RegExp(`^${site}/blogs/${documentId}/opengraph-image`));
  await expectImage(request, card);
  const posting = await blogPosting(page);
  expect(posting.image).toEqual([`${site}/images/blog-placeholder.jpg`]);
});

test('the blog list has its own description and canonical address', async ({ page }) => {
  await page.goto('/blogs');
  expect(await meta(page, 'name', 'description')).toMatch(/^Artículos sobre desarrollo/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/blogs`);
});

test("the sitemap dates each post by Strapi's last change", async ({ request }) => {
  const title = uniqueTitle('Entrada del sitemap');
  const documentId = await cms.create({ title, subtitle: 'Primera versión', published: true });
  const lastModified = async () => {
    const xml = await (await request.get(`${site}/sitemap.xml`)).text();
    const entry = new RegExp(
      `<loc>${site}/blogs/${documentId}</loc>\\s*<lastmod>([^<]+)</lastmod>`,
    );
    const found = entry.exec(xml)?.[1];
    return found ? new Date(found).toISOString() : null;
  };
  const first = await strapiPost(request, title);
  await expect.poll(lastModified, { timeout: 30_000 }).toBe(first.updatedAt);
  await cms.update(documentId, { subtitle: 'Segunda versión' });
  const edited = await strapiPost(request, title);
  expect(edited.updatedAt).not.toBe(first.updatedAt);
  await expect.poll(lastModified, { timeout: 30_000 }).toBe(edited.updatedAt);
});
