import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Holds Playwright's clock (`page.clock.install()` before the page loads) once the carousel
 * named `carousel` has attached its engine, which loads after hydration, later on a busy
 * machine. From then on the page's timers, autoplay included, and its animation frames move
 * only when the test moves them (`page.clock.runFor`), so an assertion on what autoplay shows
 * no longer depends on how fast the machine is.
 */
export async function holdClockOnceAttached(page: Page, carousel: string) {
  // Embla positions the slides' track (an inline transform) when it attaches.
  const track = page
    .getByRole('region', { name: carousel })
    .locator('[aria-roledescription="diapositiva"]')
    .first()
    .locator('..');
  await expect(track).toHaveAttribute('style', /translate3d/, { timeout: 30_000 });
  // A moment ahead: the clock keeps running while this call travels.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}
