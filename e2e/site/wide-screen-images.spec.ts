import type { Page } from '@playwright/test';
import { heroSlides } from '../../content/home';
import { findService } from '../../content/services';
import { expect, test } from '../fixtures';

// The headings' drawings show from the large breakpoint up (components/ui/wide-screen-image.tsx):
// a phone must not spend its first round trips, or its main thread, on them.
const pages = [
  { path: '/', image: heroSlides[0]!.image },
  { path: '/odoo-landing-page', image: '/images/hero/erp.svg' },
  { path: '/services/big-data', image: findService('big-data')!.image },
];

/** The paths of the images the page requested until it loaded and went quiet. */
async function requestedImages(page: Page, path: string) {
  const images = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.add(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return images;
}

test.describe('the headings’ drawings on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const { path, image } of pages) {
    test(`${path}: neither announced nor fetched`, async ({ page }) => {
      const images = await requestedImages(page, path);
      expect(images).not.toContain(image);
      await expect(page.locator(`link[rel="preload"][href^="${image}"]`)).toHaveAttribute(
        'media',
        '(min-width: 1024px)',
      );
      await expect(page.locator(`img[src^="${image}"]`)).toBeHidden();
    });
  }
});

test.describe('the headings’ drawings on a wide screen', () => {
  for (const { path, image } of pages) {
    test(`${path}: fetched at once with high priority and shown`, async ({ page }) => {
      const images = await requestedImages(page, path);
      expect(images).toContain(image);
      const drawing = page.locator(`img[src^="${image}"]`);
      await expect(drawing).toBeVisible();
      await expect(drawing).toHaveAttribute('fetchpriority', 'high');
      await expect(drawing).toHaveAttribute('loading', 'eager');
      expect(await drawing.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(560);
    });
  }
});
