import type { Locator, Page } from '@playwright/test';
import { cmsForSpec, paragraph, uniqueTitle } from '../cms';
import { expect, skipDemoModal, test } from '../fixtures';

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
  const teaserFirst = (page: Page) =>
    page.locator('#blogs li').first().getByRole('heading', { name: title, exact: true });
  await eventually(page, '/', teaserFirst, 1);
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
