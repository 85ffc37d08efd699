import type { Page } from '@playwright/test';
import { heroSlides } from '../../content/home';
import { expect, test } from '../fixtures';
import { holdClockOnceAttached } from './held-clock';

/** Slide n (1-based) of the carousel with this name; 'shown' means at least half in view. */
const slide = (page: Page, carousel: string, n: number) =>
  page.getByRole('region', { name: carousel }).getByRole('group', { name: new RegExp(`^${n} de`) });

const shown = { ratio: 0.5 };

const heroTitle = (page: Page, index: number) =>
  page.locator('#home').getByRole('heading', { name: heroSlides[index]!.title });

/** The hero as autoplay leaves it: on `index`, the slide before it gone. */
async function expectHeroOn(page: Page, index: number) {
  await expect(heroTitle(page, index)).toBeInViewport();
  await expect(heroTitle(page, (index + 2) % 3)).not.toBeInViewport();
}

test.describe('home carousels', () => {
  // Autoplay's timers run on the page's held clock (./held-clock): each step below is exactly
  // the time it names, however busy the machine.
  test('the hero advances on its own every 4 s and wraps around', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await holdClockOnceAttached(page, 'Destacados');
    await expect(heroTitle(page, 0)).toBeInViewport();
    await expect(heroTitle(page, 1)).not.toBeInViewport();
    // The first change comes within 4 s of attaching (and the slide's move takes a moment).
    await page.clock.runFor(4_500);
    await expectHeroOn(page, 1);
    for (const index of [2, 0]) {
      await page.clock.runFor(4_000);
      await expectHeroOn(page, index);
    }
  });

  test('the hero pauses while the pointer is over it', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.locator('#home h1').hover();
    await holdClockOnceAttached(page, 'Destacados');
    await page.clock.runFor(5_500);
    await expect(heroTitle(page, 0)).toBeInViewport();
    await page.mouse.move(5, 5);
    await page.clock.runFor(4_500);
    await expectHeroOn(page, 1);
  });

  test('the pause button stops and resumes autoplay', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Destacados' });
    await holdClockOnceAttached(page, 'Destacados');
    await hero.getByRole('button', { name: 'Pausar carrusel' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_500);
    await expect(heroTitle(page, 0)).toBeInViewport();
    await hero.getByRole('button', { name: 'Reanudar carrusel' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(4_500);
    await expectHeroOn(page, 1);
  });

  test('arrow keys move the hero', async ({ page }) => {
    // Held once the engine has attached: keys pressed before do nothing, and autoplay (4 s) must
    // not move the hero in the keys' place.
    await page.clock.install();
    await page.goto('/');
    await holdClockOnceAttached(page, 'Destacados');
    const pause = page.getByRole('region', { name: 'Destacados' }).getByRole('button', {
      name: 'Pausar carrusel',
    });
    await pause.focus();
    await page.keyboard.press('ArrowRight');
    await page.clock.runFor(1_000);
    await expect(heroTitle(page, 1)).toBeInViewport();
    await page.keyboard.press('ArrowLeft');
    await page.clock.runFor(1_000);
    await expect(heroTitle(page, 0)).toBeInViewport();
  });

  test('the ERP teaser advances every 2 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await page.getByRole('region', { name: 'Módulos de Odoo ERP' }).scrollIntoViewIfNeeded();
    await holdClockOnceAttached(page, 'Módulos de Odoo ERP');
    // Three modules fit on this screen; nothing but autoplay brings in the fourth.
    await expect(slide(page, 'Módulos de Odoo ERP', 1)).toBeInViewport(shown);
    await expect(slide(page, 'Módulos de Odoo ERP', 4)).not.toBeInViewport(shown);
    await page.clock.runFor(2_500);
    await expect(slide(page, 'Módulos de Odoo ERP', 4)).toBeInViewport(shown);
  });

  test('testimonials pause on hover and advance every 3.5 s otherwise', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'Testimonios de clientes' });
    await testimonials.scrollIntoViewIfNeeded();
    // Hovered from the start: four testimonials per view on a 1366 px screen, and they stay.
    await slide(page, 'Testimonios de clientes', 2).hover();
    await holdClockOnceAttached(page, 'Testimonios de clientes');
    for (const n of [1, 2, 3, 4])
      await expect(slide(page, 'Testimonios de clientes', n)).toBeInViewport(shown);
    await page.clock.runFor(4_500);
    await expect(slide(page, 'Testimonios de clientes', 5)).not.toBeInViewport(shown);
    // Once the pointer leaves, the next one comes in on its own.
    await page.mouse.move(5, 5);
    await page.clock.runFor(4_000);
    await expect(slide(page, 'Testimonios de clientes', 5)).toBeInViewport(shown);
  });

  test('the products indicator bars jump to their product and show the current one', async ({
    page,
  }) => {
    await page.goto('/');
    const products = page.locator('#products');
    const bars = products.getByRole('group', { name: 'Elegir producto' }).getByRole('button');
    await products.scrollIntoViewIfNeeded();
    await expect(bars.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(products.getByRole('heading', { name: 'Conecta' })).toBeInViewport();

    await bars.nth(2).click();
    await expect(products.getByRole('heading', { name: 'Litigia' })).toBeInViewport();
    await expect(products.getByRole('heading', { name: 'Conecta' })).not.toBeInViewport();
    await expect(bars.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(bars.nth(0)).not.toHaveAttribute('aria-current');

    await bars.nth(1).click();
    await expect(products.getByRole('heading', { name: 'Planifica' })).toBeInViewport();
    await expect(bars.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('the client logos scroll as a duplicated row', async ({ page }) => {
    await page.goto('/');
    const logos = page.getByRole('group', { name: 'Algunos de nuestros clientes' });
    await expect(logos.getByRole('list', { includeHidden: true })).toHaveCount(2);
    const track = logos.locator(':scope > div');
    await expect(track).toHaveCSS('animation-name', 'marquee');
    // The row is rendered, and moves, near the screen only.
    await logos.scrollIntoViewIfNeeded();
    const start = await track.evaluate((element) => element.getBoundingClientRect().left);
    await expect
      .poll(() => track.evaluate((element) => element.getBoundingClientRect().left))
      .toBeLessThan(start);
  });
});

test.describe('home carousels with reduced motion', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
  });

  test('the client logos stand still in one wrapping list', async ({ page }) => {
    const logos = page.getByRole('group', { name: 'Algunos de nuestros clientes' });
    const track = logos.locator(':scope > div');
    await expect(track).toHaveCSS('animation-name', 'none');
    await expect(logos.getByRole('list')).toHaveCount(1);
    await expect(logos.getByRole('list')).toHaveCSS('flex-wrap', 'wrap');
    const images = logos.getByRole('img');
    await expect(images).toHaveCount(14);
    await logos.scrollIntoViewIfNeeded();
    for (const image of await images.all()) await expect(image).toBeInViewport();
  });

  test('carousels wait for the visitor to start them', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'Destacados' });
    await expect(hero.getByRole('button', { name: 'Reanudar carrusel' })).toBeVisible();
    await holdClockOnceAttached(page, 'Destacados');
    await page.clock.runFor(5_000);
    await expect(heroTitle(page, 0)).toBeInViewport();
    await hero.getByRole('button', { name: 'Reanudar carrusel' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(4_500);
    await expectHeroOn(page, 1);
  });
});
