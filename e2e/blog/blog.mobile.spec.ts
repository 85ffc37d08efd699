import { expect, seriousAxeViolations, skipDemoModal, test } from '../fixtures';
import { seededPosts } from './seed';

test.beforeEach(({ page }) => skipDemoModal(page));

const overflowsSideways = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('on a phone, blog cards stack and a post and its modal fit the screen', async ({ page }) => {
  await page.goto('/blogs');
  const cards = page.getByRole('main').getByRole('listitem');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  expect(await overflowsSideways(page)).toBe(false);

  await page.getByRole('link', { name: new RegExp(seededPosts.published[2] ?? '') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Conversemos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicita una demo' });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  const viewport = page.viewportSize();
  expect(box?.width).toBeLessThanOrEqual(viewport?.width ?? 0);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport?.height ?? 0);
});
