import type { Locator, Page } from '@playwright/test';
import { cmsForSpec, paragraph, uniqueTitle } from '../cms';
import { expect, skipDemoModal, test } from '../fixtures';
import { e2eStack } from '../stack';

/**
 * A marketer's changes in Strapi reach the site through its webhook and incremental
 * regeneration, without a rebuild. Each check reloads the page until it shows the change.
 */
test.describe.configure({ timeout: 120_000 });

const cms = cmsForSpec();

test.beforeEach(({ page }) => skipDemoModal(page));

/** Reloads `path` until `probe` finds what it looks for; records how long the change took. */
async function eventually(page: Page, path: string, probe: (page: Page) => Locator, count: number) {
  const started = Date.now();
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return probe(page).count();
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe(count);
  test.info().annotations.push({
    type: 'seen after',
    description: `${path}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
  });
}

/** The titles of Strapi's newest published posts, as its public API lists them. */
async function newestPublishedTitles(count: number): Promise<string[]> {
  const query =
    `filters[published][$eq]=true&sort[0]=publishedAt:desc&sort[1]=id:desc` +
    `&pagination[pageSize]=${count}&fields[0]=title`;
  const response = await fetch(`${e2eStack.strapiUrl}/api/blogs?${query}`);
  const { data } = (await response.json()) as { data: { title: string }[] };
  return data.map((post) => post.title);
}

async function statusOf(page: Page, path: string) {
  return (await page.goto(path))?.status();
}

const heading = (title: string) => (page: Page) =>
  page.getByRole('heading', { name: title, exact: true });

test('publishing, editing and unpublishing a post change the site within seconds', async ({
  page,
}) => {
  const title = uniqueTitle('Nuevo artículo de prueba');
  const documentId = await cms.create({
    title,
    subtitle: 'Escrito por la prueba de publicación',
    published: false,
    contentHTML: paragraph('Primera versión del texto.'),
  });
  const url = `/blogs/${documentId}`;
  expect(await statusOf(page, url)).toBe(404);

  await cms.update(documentId, { published: true });
  await eventually(page, '/blogs', heading(title), 1);
  await eventually(page, url, heading(title), 1);
  await expect(page.getByText('Primera versión del texto.')).toBeVisible();

  const edited = `${title} (editado)`;
  await cms.update(documentId, { title: edited, contentHTML: paragraph('Texto corregido.') });
  await eventually(page, url, heading(edited), 1);
  await expect(page.getByText('Texto corregido.')).toBeVisible();
  await eventually(page, '/blogs', heading(edited), 1);

  await cms.update(documentId, { published: false });
  await eventually(page, '/blogs', heading(edited), 0);
  await expect.poll(() => statusOf(page, url), { timeout: 30_000 }).toBe(404);
});

test('a new post leads the home teaser and a deleted one disappears', async ({ page }) => {
  const title = uniqueTitle('Artículo para borrar');
  const documentId = await cms.create({ title, subtitle: 'Se borra al final', published: true });
  // The teaser shows Strapi's three newest posts, newest first. Other specs publish posts at the
  // same time, so the new post is checked to be among them, not necessarily ahead of all.
  await expect
    .poll(
      async () => {
        await page.goto('/');
        const shown = await page.locator('#blogs li').getByRole('heading').allTextContents();
        const newest = await newestPublishedTitles(3);
        return shown.includes(title) && shown.join('\n') === newest.join('\n');
      },
      { timeout: 30_000, intervals: [500, 1000] },
    )
    .toBe(true);
  // Without images the post shows the (decorative) placeholder.
  await eventually(page, `/blogs/${documentId}`, heading(title), 1);
  await expect(page.getByRole('article').locator('img').first()).toHaveAttribute(
    'src',
    /blog-placeholder/,
  );

  await cms.remove(documentId);
  await eventually(page, '/', (page) => page.locator('#blogs').getByText(title), 0);
  await expect.poll(() => statusOf(page, `/blogs/${documentId}`), { timeout: 30_000 }).toBe(404);
});
