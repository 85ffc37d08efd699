import { expect, test } from '../fixtures';

// `.below-fold` blocks (app/theme.css) are left out of the first paint and rendered once the page
// has loaded (components/ui/below-fold.tsx).
test.describe('blocks below the first screen', () => {
  for (const path of ['/', '/services/big-data', '/cvss']) {
    test(`${path}: are rendered one by one after the page has loaded`, async ({ page }) => {
      await page.goto(path);
      const blocks = page.locator('.below-fold');
      expect(await blocks.count()).toBeGreaterThan(0);
      await expect(page.locator('.below-fold:not([data-rendered])')).toHaveCount(0);
      const skipped = await blocks.evaluateAll(
        (elements) =>
          elements.filter((element) => getComputedStyle(element).contentVisibility !== 'visible')
            .length,
      );
      expect(skipped).toBe(0);
    });
  }
});
