import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { cmsForSpec, paragraph, uniqueTitle } from '../cms';
import { expect, seriousAxeViolations, skipDemoModal, test } from '../fixtures';
import { e2eStack } from '../stack';
import { seededPosts } from './seed';

/**
 * A marketer's preview: Strapi's Preview button opens the site's /api/preview with the shared
 * secret, which turns on Next's Draft Mode; the post page then reads Strapi directly.
 */
test.describe.configure({ timeout: 90_000 });

const cms = cmsForSpec();
let draftId: string;
const draftTitle = uniqueTitle('Borrador en vista previa');

test.beforeAll(async () => {
  draftId = await cms.create({
    title: draftTitle,
    subtitle: 'Una entrada que nadie ve todavía',
    published: false,
    contentHTML: paragraph('Texto que solo ve quien tiene la vista previa.'),
  });
});

test.beforeEach(({ page }) => skipDemoModal(page));

const bar = (page: Page) => page.getByRole('status').filter({ hasText: 'Vista previa:' });
const robots = (page: Page) => page.locator('meta[name="robots"]');

async function publishedPostId(page: Page, title: string) {
  await page.goto('/blogs');
  const href = await page.getByRole('link', { name: new RegExp(title) }).getAttribute('href');
  return href?.split('/').at(-1) ?? '';
}

/** The response is never for a shared cache, and only Strapi's admin may frame it. */
function expectPrivateAndFramedByStrapiOnly(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toMatch(/private/);
  expect(headers['cache-control']).toMatch(/no-store/);
  expect(headers['content-security-policy']).toContain(
    `frame-ancestors ${e2eStack.strapiAdminUrl}`,
  );
  expect(headers['x-frame-options']).toBeUndefined();
}

test("Strapi's Preview button opens the post through the site's /api/preview", async () => {
  const url = new URL(await cms.previewUrl(draftId));
  expect(url.origin + url.pathname).toBe(`${e2eStack.baseURL}/api/preview`);
  expect(url.searchParams.get('secret')).toBe(e2eStack.previewSecret);
  expect(url.searchParams.get('id')).toBe(draftId);
});

test("Strapi's admin may frame the site for its preview", async ({ request }) => {
  const response = await request.get(`${e2eStack.strapiUrl}/_health`);
  const policy = response.headers()['content-security-policy'] ?? '';
  const frameSrc = /frame-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(frameSrc).toContain(e2eStack.baseURL);
});

test('an unpublished post shows in Draft Mode with the bar and noindex, and is a 404 after', async ({
  page,
}) => {
  const hidden = await page.goto(`/blogs/${draftId}`);
  expect(hidden?.status()).toBe(404);

  const shown = await page.goto(await cms.previewUrl(draftId));
  expect(page.url()).toBe(`${e2eStack.baseURL}/blogs/${draftId}`);
  expect(shown?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
  await expect(page.getByText('Texto que solo ve quien tiene la vista previa.')).toBeVisible();
  await expect(bar(page)).toHaveText(/Vista previa: esta entrada no está publicada/);
  await expect(robots(page)).toHaveAttribute('content', /noindex/);
  expectPrivateAndFramedByStrapiOnly(shown);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // An unpublished post has no public page: leaving goes to the list.
  await bar(page).getByRole('link', { name: 'Salir de la vista previa' }).click();
  await expect(page).toHaveURL(`${e2eStack.baseURL}/blogs`);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
    '__prerender_bypass',
  );
  const after = await page.goto(`/blogs/${draftId}`);
  expect(after?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
  await expect(page.getByText(draftTitle)).toHaveCount(0);
  expect(after?.headers()['x-frame-options']).toBe('DENY');
});

test("Strapi's admin shows the preview in its frame; other sites cannot frame it", async ({
  page,
}) => {
  // A page served by Strapi itself (its public folder) framing the Preview URL, as the admin's
  // edit view does; Strapi's own CSP (frame-src) applies to it.
  const file = `e2e-preview-frame-${Date.now().toString(36)}.html`;
  const filePath = path.join(__dirname, '..', '..', 'cms', 'public', 'uploads', file);
  writeFileSync(
    filePath,
    `<!doctype html><html lang="es"><title>Vista previa</title><iframe title="post" src="${await cms.previewUrl(draftId)}" width="1200" height="800"></iframe></html>`,
  );
  try {
    await page.goto(`${e2eStack.strapiAdminUrl}/uploads/${file}`);
    const frame = page.frameLocator('iframe[title="post"]');
    await expect(frame.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
    await expect(frame.getByRole('status').filter({ hasText: 'Vista previa:' })).toBeVisible();

    // Any other site (here Strapi's other address) sees nothing of the draft in its frame.
    const answered = page.waitForResponse(`**/blogs/${draftId}`);
    await page.goto(`${e2eStack.strapiUrl}/uploads/${file}`);
    await answered;
    // The browser had the page; give it a moment to (not) show it.
    await page.waitForTimeout(500);
    await expect(
      page.frameLocator('iframe[title="post"]').getByRole('heading', { name: draftTitle }),
    ).toHaveCount(0);
  } finally {
    rmSync(filePath, { force: true });
  }
});

test('a published post in Draft Mode says so, reads Strapi directly and exits back to it', async ({
  page,
}) => {
  const title = seededPosts.published[2] ?? '';
  const id = await publishedPostId(page, title);
  const shown = await page.goto(await cms.previewUrl(id));
  await expect(page).toHaveURL(`${e2eStack.baseURL}/blogs/${id}`);
  await expect(bar(page)).toHaveText(/Vista previa: esta entrada está publicada/);
  await expect(robots(page)).toHaveAttribute('content', /noindex/);
  expectPrivateAndFramedByStrapiOnly(shown);

  await bar(page).getByRole('link', { name: 'Salir de la vista previa' }).click();
  await expect(page).toHaveURL(`${e2eStack.baseURL}/blogs/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(bar(page)).toHaveCount(0);
  await expect(robots(page)).toHaveCount(0);
});

test('a wrong or missing secret is refused and enables nothing', async ({ page }) => {
  for (const query of [`secret=not-the-secret&id=${draftId}`, `id=${draftId}`, 'secret=&id=x']) {
    const refused = await page.goto(`/api/preview?${query}`);
    expect(refused?.status(), query).toBe(401);
    expect(await refused?.json()).toEqual({ error: 'Vista previa no autorizada' });
  }
  expect(await page.context().cookies()).toEqual([]);
  expect((await page.goto(`/blogs/${draftId}`))?.status()).toBe(404);
  await expect(bar(page)).toHaveCount(0);
});
