import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';

const jsonLd = async (page: import('@playwright/test').Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );

test.describe('search engines and social cards', () => {
  test('the home page has its description, canonical address, cards and organization', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/^Andina Digital \| /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{80,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', e2eStack.baseURL);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const response = await request.get(image ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(await jsonLd(page)).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', name: 'Andina Digital' }),
    );
  });

  for (const path of ['/services/cloud-services', '/odoo-landing-page']) {
    test(`${path} describes its service and has its own card`, async ({ page, request }) => {
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${e2eStack.baseURL}${path}`,
      );
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(new URL(image ?? '').pathname.startsWith(`${path}/opengraph-image`)).toBe(true);
      const response = await request.get(image ?? '', { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(await jsonLd(page)).toContainEqual(
        expect.objectContaining({ '@type': 'Service', url: `${e2eStack.baseURL}${path}` }),
      );
    });
  }

  test('sitemap.xml lists the public pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/services/big-data', '/odoo-landing-page', '/blogs', '/cvss']) {
      expect(sitemap).toContain(`<loc>${e2eStack.baseURL}${path}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /soporte');
    expect(robots).toContain(`Sitemap: ${e2eStack.baseURL}/sitemap.xml`);
  });
});
