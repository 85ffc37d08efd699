import { CmsAdmin, pauseStrapi, paragraph, uniqueTitle } from '../cms';
import { expect, skipDemoModal, test } from '../fixtures';
import { e2eStack } from '../stack';
import { seededPosts } from './seed';

/**
 * Strapi stops answering. This file runs on its own after every other spec (its own Playwright
 * project), since a frozen Strapi would disturb tests running beside it.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeEach(({ page }) => skipDemoModal(page));

test('rendered pages keep their last good content; a page never rendered recovers by itself', async ({
  page,
  request,
}) => {
  const cms = await CmsAdmin.signIn();
  await page.goto('/blogs');
  const postHref = await page
    .getByRole('link', { name: new RegExp(seededPosts.published[0] ?? '') })
    .getAttribute('href');
  const pages = ['/', '/blogs', postHref ?? ''];
  for (const path of pages) expect((await request.get(path)).status()).toBe(200);
  // Created only now, so nothing has read it yet (a list showing it would prefetch its page):
  // the server has neither a page nor a last good answer of Strapi for it.
  const title = uniqueTitle('Artículo nunca visitado');
  const unseen = await cms.create({ title, published: true, contentHTML: paragraph('Hola.') });
  try {
    const resume = pauseStrapi();
    try {
      // Mark everything stale, as a webhook would: the next visits regenerate, and fail.
      const marked = await request.post('/api/revalidate', {
        headers: { Authorization: `Bearer ${e2eStack.revalidateSecret}` },
        data: { event: 'media.update', model: 'file', entry: {} },
      });
      expect(marked.status()).toBe(200);
      for (let round = 0; round < 2; round++) {
        for (const path of pages) {
          const response = await request.get(path);
          expect(response.status(), path).toBe(200);
          expect(await response.text(), path).toContain(seededPosts.published[0]);
        }
        // Lets the background regenerations time out before the second round.
        await page.waitForTimeout(6_000);
      }

      await page.goto(`/blogs/${unseen}`);
      await expect(page.getByText('Failed to fetch blog. Please try again later.')).toBeVisible();

      // The health check names the piece that is down, and only that.
      const health = await request.get('/api/health');
      expect(health.status()).toBe(503);
      // `leads` is reported beside, never part of `ok` (no lead is held here).
      expect(await health.json()).toEqual({ ok: false, firestore: true, cms: false, leads: true });
    } finally {
      resume();
    }
    await expect
      .poll(
        async () => {
          await page.goto(`/blogs/${unseen}`);
          return page.getByRole('heading', { level: 1, name: title }).count();
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(1);
  } finally {
    await cms.remove(unseen);
    await cms.dispose();
  }
});
