import { company } from '../../content/company';
import { expect, scrollY, test } from '../fixtures';
import { openPages } from '../../lib/routes';
import { e2eStack } from '../stack';

test.describe('floating back-to-top button', () => {
  test('appears at the header height and scrolls smoothly to the top', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Volver arriba' });
    await expect(button).toBeHidden();

    const headerHeight = await page
      .locator('#site-header')
      .evaluate((header) => (header as HTMLElement).offsetHeight);
    await page.evaluate((y) => window.scrollTo(0, y - 1), headerHeight);
    await expect(button).toBeHidden();
    await page.evaluate((y) => window.scrollTo(0, y), headerHeight);
    await expect(button).toBeVisible();

    await page.evaluate(() => window.scrollTo(0, 2000));
    await button.click();
    const positions: number[] = [];
    await expect
      .poll(async () => {
        positions.push(await scrollY(page));
        return positions.at(-1);
      })
      .toBe(0);
    await expect(button).toBeHidden();
  });
});

test.describe('calendar modal', () => {
  test('opens the scheduling page in a 700 px frame and closes with Cerrar', async ({ page }) => {
    await page.goto('/');
    // The home page has two such buttons (testimonials and Conversemos): take the latter.
    const trigger = page
      .getByRole('region', { name: 'Conversemos' })
      .getByRole('button', { name: 'Agenda una reunión' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Agenda una reunión' });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', e2eStack.bookingUrl);
    // The dialog scales in over 300 ms: measure once it has settled (a busy machine is slower).
    await expect.poll(async () => (await frame.boundingBox())?.height).toBe(700);
    await expect(
      page
        .frameLocator('#calendar-modal iframe')
        .getByRole('heading', { name: 'Agenda de prueba' }),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('closes on Escape', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Agenda una consulta gratuita' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agenda una reunión' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('closes on a backdrop click but not on a click inside', async ({ page }) => {
    await page.goto('/services/big-data');
    await page.getByRole('button', { name: 'Agenda una reunión' }).click();
    const dialog = page.getByRole('dialog', { name: 'Agenda una reunión' });
    await expect(dialog).toBeVisible();
    await dialog.getByText('Agenda una reunión').click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
  });

  test('keeps focus inside while open and takes 300 ms to open', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('region', { name: 'Conversemos' })
      .getByRole('button', { name: 'Agenda una reunión' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Agenda una reunión' });
    await expect(dialog).toBeVisible();
    const duration = await dialog.evaluate(
      (element) => getComputedStyle(element).transitionDuration,
    );
    expect(duration.split(',')[0]?.trim()).toBe('0.3s');
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const insideDialog = await page.evaluate(
        () =>
          document.activeElement === document.body ||
          Boolean(document.activeElement?.closest('#calendar-modal')),
      );
      expect(insideDialog).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const closing = await page
      .locator('#calendar-modal')
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(closing.split(',')[0]?.trim()).toBe('0.2s');
  });
});

test.describe('footer', () => {
  test('lists the sections, the company contacts and this year', async ({ page }) => {
    await page.goto('/blogs');
    const footer = page.getByRole('contentinfo');
    const sections = footer.getByRole('navigation', { name: 'Secciones' });
    for (const label of ['Inicio', 'Servicios', 'Productos', 'Clientes', 'Creamos valor']) {
      await expect(sections.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(footer.getByText('Nuestra empresa')).toBeVisible();
    await expect(footer.getByRole('link', { name: /Escríbenos/ })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(footer.getByRole('link', { name: /Llámanos/ })).toHaveAttribute(
      'href',
      company.phone.href,
    );
    await expect(footer.getByRole('link', { name: /Ubicación/ })).toHaveAttribute(
      'href',
      company.address.mapUrl,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${company.legalName}`);
  });

  test('a footer section link goes to that section of the home page', async ({ page }) => {
    await page.goto('/cvss');
    await page
      .getByRole('navigation', { name: 'Secciones' })
      .getByRole('link', { name: 'Productos' })
      .click();
    await expect(page).toHaveURL('/#products');
  });
});

test.describe('routing', () => {
  for (const path of [
    '/no-existe',
    '/services/desconocido',
    '/soporte/otra/cosa',
    '/index.php?x=1',
  ]) {
    test(`${path} redirects to /`, async ({ page, request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      if (path.endsWith('.php?x=1')) {
        // A file-like path is left to the framework: an honest 404, not a page.
        expect(response.status()).toBe(404);
        return;
      }
      expect(response.status()).toBe(307);
      expect(response.headers()['location']).toBe('/');
      await page.goto(path);
      await expect(page).toHaveURL('/');
    });
  }

  test('every route of the table answers', async ({ request }) => {
    for (const path of [...openPages, '/soporte']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(400);
    }
  });

  test('the back button restores the scroll position; a new page starts at the top', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => scrollY(page)).toBe(900);
    await page
      .getByRole('link', { name: /Big Data y Analytics Solutions/ })
      .first()
      .click();
    await expect(page).toHaveURL('/services/big-data');
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(() => scrollY(page)).toBe(900);
  });
});

test.describe('security headers', () => {
  for (const path of ['/', '/services/cloud-services', '/login', '/cvss', '/blogs']) {
    test(`are sent with ${path}`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('geolocation=(self)');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('microphone=()');
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toContain('unsafe-eval');
      // Public pages may frame only the scheduling page; the staff pages nothing at all.
      expect(csp).toContain(
        path === '/login' ? "frame-src 'none'" : `frame-src ${new URL(e2eStack.bookingUrl).origin}`,
      );
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});
