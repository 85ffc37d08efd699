import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { e2eStack } from './stack';

/**
 * The external scheduling page and the reverse geocoder are outside the product: Playwright
 * routes stand in for them (a test answers the geocoder its own way by routing it again).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(`${new URL(e2eStack.bookingUrl).origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="es"><title>Agenda</title><h1>Agenda de prueba</h1></html>',
      }),
    );
    await page.route(`${e2eStack.geocoderUrl}**`, (route) => route.fulfill({ status: 503 }));
    await use(page);
  },
});

export { expect };

/**
 * Waits until the page has been still for half a second: no finite animation running (dialogs
 * opening, boxes fading in) and no half-transparent element, whose text a checker would judge on
 * a contrast it only has for a moment.
 */
export async function waitUntilStill(page: Page) {
  await page.waitForFunction(
    () => {
      const state = window as Window & { stillSince?: number };
      const animating = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
      const halfFaded = [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].some(
        (element) => Number(element.style.opacity) > 0 && Number(element.style.opacity) < 1,
      );
      if (animating || halfFaded) {
        state.stillSince = undefined;
        return false;
      }
      state.stillSince ??= performance.now();
      return performance.now() - state.stillSince >= 500;
    },
    undefined,
    { polling: 100 },
  );
  await page.evaluate(() => delete (window as Window & { stillSince?: number }).stillSince);
}

/**
 * Serious and critical accessibility violations on the current page (axe, WCAG 2.1 AA), once
 * it is still (waitUntilStill). `include` (a CSS selector) limits the scan to that part of the
 * page, for a state that changes only it (a whole scan of the home page takes seconds of CPU).
 */
export async function seriousAxeViolations(page: Page, include?: string) {
  await waitUntilStill(page);
  const axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** The page's vertical scroll position. */
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Distance from the viewport's top to the element's top. */
export const topOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);

/** Marks the lead modal as already shown, so it does not open over a post by itself. */
export const skipDemoModal = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('modalShown', 'true'));
