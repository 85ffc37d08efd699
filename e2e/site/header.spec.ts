import { expect, scrollY, test, topOf } from '../fixtures';

test.describe('header on a desktop viewport', () => {
  test('services dropdown opens, lists the four services and closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal', exact: true });
    const trigger = nav.getByRole('button', { name: 'Servicios' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden();

    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(menu.getByRole('link')).toHaveCount(4);
    for (const title of [
      'Software Factory',
      'Process Automation',
      'Big Data y Analytics Solutions',
      'Cloud Services',
    ]) {
      await expect(menu.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
  });

  test('a service in the dropdown opens its page and closes the menu', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal', exact: true });
    await nav.getByRole('button', { name: 'Servicios' }).click();
    await nav.getByRole('link', { name: /Cloud Services/ }).click();
    await expect(page).toHaveURL('/services/cloud-services');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cloud Services');
    await expect(nav.getByRole('button', { name: 'Servicios' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('a click outside closes the dropdown', async ({ page }) => {
    await page.goto('/');
    const trigger = page
      .getByRole('navigation', { name: 'Principal', exact: true })
      .getByRole('button', { name: 'Servicios' });
    await trigger.click();
    await page.mouse.click(20, 600);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  for (const [label, anchor] of [
    ['Productos', 'products'],
    ['Clientes', 'clients'],
    ['Creamos valor', 'values'],
    ['Blogs', 'blogs'],
  ] as const) {
    test(`'${label}' scrolls smoothly to #${anchor} on the home page`, async ({ page }) => {
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Principal', exact: true })
        .getByRole('link', { name: label, exact: true })
        .click();
      // Smooth scrolling passes through intermediate positions before it settles.
      await expect.poll(() => topOf(page, `#${anchor}`)).toBeLessThan(120);
      expect(await topOf(page, `#${anchor}`)).toBeGreaterThanOrEqual(0);
      await expect(page).toHaveURL(`/#${anchor}`);
      await expect(page.locator(`#${anchor}`)).toBeFocused();
    });
  }

  test('from another page, a section link goes to / first and then scrolls', async ({ page }) => {
    await page.goto('/cvss');
    await page
      .getByRole('navigation', { name: 'Principal', exact: true })
      .getByRole('link', { name: 'Clientes', exact: true })
      .click();
    await expect(page).toHaveURL('/#clients');
    await expect.poll(() => topOf(page, '#clients')).toBeLessThan(120);
    expect(await scrollY(page)).toBeGreaterThan(300);
  });

  test('Inicio scrolls back to the top of the home page', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page
      .getByRole('navigation', { name: 'Principal', exact: true })
      .getByRole('link', { name: 'Inicio' })
      .click();
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
