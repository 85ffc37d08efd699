import { expect, scrollY, test, topOf } from '../fixtures';

test.describe('header on a mobile viewport', () => {
  test('the hamburger opens a full-screen menu with the same items', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Principal', exact: true })).toBeHidden();
    const hamburger = page.getByRole('button', { name: 'Abrir menú' });
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');

    await hamburger.click();
    const menu = page.getByRole('dialog', { name: 'Menú principal' });
    await expect(menu).toBeVisible();
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    const box = await menu.boundingBox();
    const viewport = page.viewportSize();
    expect(box?.height).toBe(viewport?.height);
    for (const label of ['Inicio', 'Productos', 'Clientes', 'Creamos valor', 'Blogs']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }

    // The services list is expandable, with state of its own.
    const services = menu.getByRole('button', { name: 'Servicios' });
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /Process Automation/ })).toBeVisible();

    await menu.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test('Escape closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú principal' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('choosing a section from another page closes the menu, goes home and scrolls', async ({
    page,
  }) => {
    await page.goto('/odoo-landing-page');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Creamos valor', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL('/#values');
    await expect.poll(() => topOf(page, '#values')).toBeLessThan(120);
    expect(await scrollY(page)).toBeGreaterThan(300);
  });

  test('choosing a service closes the menu and opens its page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú principal' });
    await menu.getByRole('button', { name: 'Servicios' }).click();
    await menu.getByRole('link', { name: /Software Factory/ }).click();
    await expect(page).toHaveURL('/services/software-factory');
    await expect(menu).toBeHidden();
  });
});
