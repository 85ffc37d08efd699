import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, skipDemoModal, test } from '../fixtures';
import { e2eStack } from '../stack';
import { seededPosts } from './seed';

test.beforeEach(({ page }) => skipDemoModal(page));

/** True once the image has loaded with real pixels (through next/image). */
const isLoaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

test.describe('blog list', () => {
  test('shows the published posts as cards with images, not the unpublished one', async ({
    page,
  }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuestros Blogs' })).toBeVisible();
    for (const title of seededPosts.published) {
      const card = cards(page).filter({ has: page.getByRole('heading', { name: title }) });
      await expect(card.getByRole('link')).toHaveAttribute('href', /^\/blogs\/[a-z0-9]+$/);
      const image = card.getByRole('img');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => isLoaded(image)).toBe(true);
      await expect(image).toHaveAttribute('src', /^\/_next\/image\?url=http/);
    }
    await expect(page.getByText(seededPosts.unpublished)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('the home page shows the latest three posts and links to all of them', async ({ page }) => {
    await page.goto('/');
    const section = page.locator('#blogs');
    await expect(section.getByRole('heading', { name: 'Nuestros Blogs' })).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(3);
    await section.getByRole('link', { name: 'Ver más Blogs' }).click();
    await expect(page).toHaveURL('/blogs');
  });

  test('the sitemap lists the published posts', async ({ page, request }) => {
    await page.goto('/blogs');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const title of seededPosts.published) {
      const href = await page.getByRole('link', { name: title }).getAttribute('href');
      expect(sitemap).toContain(`${e2eStack.baseURL}${href}`);
    }
    expect(sitemap).toContain(`${e2eStack.baseURL}/services/big-data`);
  });
});

test.describe('blog post', () => {
  test('shows title, subtitle, date, cover and the rich body', async ({ page }) => {
    await page.goto('/blogs');
    await page.getByRole('link', { name: /Automatización de procesos: por dónde empezar/ }).click();
    await expect(page).toHaveURL(/\/blogs\/[a-z0-9]+$/);

    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Automatización de procesos: por dónde empezar',
      }),
    ).toBeVisible();
    await expect(page.getByText(/^Cómo elegir el primer proceso a automatizar/)).toBeVisible();
    await expect(page.locator('article time')).toHaveText(/^\d{1,2} de [a-záéíóú]+ de \d{4}$/);
    const cover = page.getByRole('img', {
      name: 'Diagrama de flujo con nodos conectados y un engranaje',
    });
    await expect.poll(() => isLoaded(cover)).toBe(true);

    const article = page.getByRole('article');
    await expect(
      article.getByRole('heading', { level: 2, name: 'Los tres criterios del primer candidato' }),
    ).toBeVisible();
    await expect(article.getByRole('list').first().getByRole('listitem')).toHaveCount(3);
    await expect(
      article.locator('strong', { hasText: 'Volumen alto y reglas claras' }),
    ).toBeVisible();
    await expect(article.locator('em', { hasText: 'antes' })).toBeVisible();
    await expect(article.locator('blockquote')).toContainText(
      'Automatiza el proceso que entiendes',
    );
    await expect(article.locator('pre code')).toContainText('function requiereAprobacion');
    const figure = article.getByRole('figure').getByRole('img', { name: /^Flujo de cuatro pasos/ });
    await expect.poll(() => isLoaded(figure)).toBe(true);
    await expect(figure).toHaveAttribute('src', /^\/_next\/image\?url=http/);
    await expect(article.getByRole('figure')).toContainText('de 4 minutos a 40 segundos');
    await expect(article.getByRole('link', { name: 'automatización de procesos' })).toHaveAttribute(
      'href',
      '/services/process-automation',
    );
    await expect(page.getByRole('button', { name: 'Conversemos' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('opens web links of the body in a new tab with a safe rel', async ({ page }) => {
    await page.goto('/blogs');
    await page.getByRole('link', { name: /Migrar a la nube sin sorpresas/ }).click();
    const external = page.getByRole('article').getByRole('link', { name: 'FinOps Foundation' });
    await expect(external).toHaveAttribute('href', 'https://www.finops.org/framework/');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('has its own metadata with the cover as OpenGraph image', async ({ page }) => {
    await page.goto('/blogs');
    await page.getByRole('link', { name: /Del dato a la decisión/ }).click();
    await expect(page).toHaveTitle(/^Del dato a la decisión: una arquitectura analítica/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^Ingesta, almacenamiento y visualización/,
    );
    // Through the site's image optimiser: Strapi's own address is not public.
    const image = page.locator('meta[property="og:image"]');
    await expect(image).toHaveAttribute(
      'content',
      new RegExp(`^${e2eStack.baseURL}/_next/image\\?`),
    );
    expect(decodeURIComponent((await image.getAttribute('content')) ?? '')).toContain(
      `url=${e2eStack.strapiUrl}/uploads/del_dato`,
    );
  });

  test('an unpublished post is not served at its url, nor listed in the sitemap', async ({
    page,
    request,
  }) => {
    // Only the server-side token reads unpublished posts from Strapi (e2e/blog/cms-access.spec.ts).
    const found = await request.get(`${e2eStack.strapiUrl}/api/blogs`, {
      params: { 'filters[title][$eq]': seededPosts.unpublished },
      headers: { Authorization: `Bearer ${e2eStack.cmsReadToken}` },
    });
    const { data } = (await found.json()) as { data: { documentId: string }[] };
    const documentId = data[0]?.documentId;
    expect(documentId).toBeTruthy();
    expect((await page.goto(`/blogs/${documentId}`))?.status()).toBe(404);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`${documentId}`);
  });

  test('an unknown post is a 404', async ({ page }) => {
    const response = await page.goto('/blogs/noexiste0000000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
  });
});

test.describe('revalidation webhook', () => {
  test('refuses a wrong or missing secret with 401', async ({ request }) => {
    const body = { event: 'entry.update', model: 'blog', entry: { documentId: 'abc' } };
    for (const headers of [
      { Authorization: 'Bearer wrong-secret' },
      {} as Record<string, string>,
    ]) {
      const response = await request.post('/api/revalidate', { data: body, headers });
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ error: 'No autorizado' });
    }
  });

  test('answers the tags it revalidated, and 400 to a body that is not a webhook', async ({
    request,
  }) => {
    const headers = { Authorization: `Bearer ${e2eStack.revalidateSecret}` };
    const ok = await request.post('/api/revalidate', {
      headers,
      data: { event: 'entry.update', model: 'blog', entry: { documentId: 'abc' } },
    });
    expect(await ok.json()).toEqual({ revalidated: ['blogs', 'blog:abc'] });
    const bad = await request.post('/api/revalidate', { headers, data: 'not json' });
    expect(bad.status()).toBe(400);
  });
});

test.describe('first paint', () => {
  // Without scripts nothing could reveal content streamed after the page's shell: what shows
  // here is what the browser paints from the HTML alone, before React loads.
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the list arrives whole, its first image loaded at once', async ({ page }) => {
      await page.goto('/blogs');
      const images = cards(page).getByRole('img');
      await expect(images).toHaveCount(seededPosts.published.length);
      await expect(images.first()).toBeVisible();
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
      for (const index of [1, 2, 3]) {
        await expect(images.nth(index)).toHaveAttribute('loading', 'lazy');
        await expect(images.nth(index)).not.toHaveAttribute('fetchpriority', 'high');
      }
    });

    test('a post arrives whole, its cover loaded at once', async ({ page, request }) => {
      const list = await (await request.get('/blogs')).text();
      const href = /href="(\/blogs\/[a-z0-9]+)"/.exec(list)?.[1];
      expect(href).toBeTruthy();
      await page.goto(href!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const cover = page.getByRole('article').getByRole('img').first();
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute('loading', 'eager');
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      await expect(page.getByRole('button', { name: 'Conversemos' })).toBeVisible();
    });
  });

  test('a card shows that its post is loading when it was not prefetched', async ({ page }) => {
    const title = seededPosts.published[1]!;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // Holds every request for the post's payload (prefetches included) until released.
    await page.route(
      (url) => /^\/blogs\/[a-z0-9]+$/.test(url.pathname) && url.searchParams.has('_rsc'),
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto('/blogs');
    const card = cards(page).filter({ has: page.getByRole('heading', { name: title }) });
    await expect(card.getByText('Cargando artículo…')).toHaveCount(0);
    await card.getByRole('link').click();
    await expect(card.getByText('Cargando artículo…')).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
