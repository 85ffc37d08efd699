import type { APIRequestContext, Page } from '@playwright/test';
import { CmsAdmin, uniqueTitle } from '../cms';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import {
  buildA,
  buildB,
  earlyBuildB,
  instance,
  integrationPlatformUrlB,
  startRedis,
  type Build,
} from './builds';

/**
 * A redeploy rehearsed as production runs it (docs/deploy.md): two instances of build A on one
 * Redis, replaced one at a time by build B (one visible change), then rolled back to A the same
 * way. Each build must serve its own pages, every script a page names must load, a browser still
 * running the other build's JavaScript must navigate to a working page, and a Strapi edit (its
 * webhook reaching one instance, as through the load balancer) must show on both.
 */
// Build B is a whole `next build`, inside the test (about 1 min on a quiet 2-core machine, several
// on a loaded one) unless `npm test` had the global setup start it with the run: the budget is
// generous; a hang still ends the run.
test.describe.configure({ mode: 'serial', timeout: 720_000 });

// Two slots of the load balancer: a replaced instance keeps its address.
const ports = [Number(e2eStack.baseURL.split(':').pop()) + 10];
ports.push((ports[0] ?? 0) + 1);
const origins = ports.map((port) => `http://localhost:${port}`);

type Instance = Awaited<ReturnType<typeof instance>>;

let redis: Awaited<ReturnType<typeof startRedis>>;
let cms: CmsAdmin;
const running: (Instance | undefined)[] = [];
const created: string[] = [];

test.beforeAll(async () => {
  // The global setup's, when it started build B with the run (its teardown stops it).
  const early = process.env.E2E_REDEPLOY_REDIS_URL;
  redis = early ? { url: early, stop: async () => {} } : await startRedis();
  cms = await CmsAdmin.signIn();
});

test.afterAll(async () => {
  await Promise.all(running.map((server) => server?.stop()));
  for (const documentId of created) await cms.remove(documentId);
  await cms.dispose();
  await redis.stop();
});

/** Stops the instance in `slot` and starts `server` there (a rolling replace of one instance). */
async function replace(slot: number, build: Build) {
  await running[slot]?.stop();
  running[slot] = await instance(build, ports[slot] ?? 0, redis.url);
}

/** The integration platform link of the home page: what tells the two builds apart. */
const platformLinks = (html: string) =>
  [...html.matchAll(/href="(https:\/\/plataforma[^"]*)"/g)].map((match) => match[1]);

/** Every script and style sheet a page names (src or href under /_next/static). */
const assetsOf = (html: string) => [
  ...new Set(
    [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((match) =>
      (match[1] ?? '').replaceAll('&amp;', '&'),
    ),
  ),
];

/** The page answers 200 from that instance, shows `build`'s content and all it names loads. */
async function expectServes(request: APIRequestContext, origin: string, build: Build) {
  const { integrationPlatformUrl } = build;
  const home = await request.get(`${origin}/`);
  expect(home.status(), `${origin}/`).toBe(200);
  const html = await home.text();
  expect(new Set(platformLinks(html)), `${origin}/ shows its build's link`).toEqual(
    new Set([integrationPlatformUrl]),
  );
  for (const path of ['/', '/odoo-landing-page', '/cvss', '/blogs']) {
    const page = path === '/' ? html : await (await request.get(`${origin}${path}`)).text();
    const assets = assetsOf(page);
    expect(assets.length, `${origin}${path} names scripts`).toBeGreaterThan(0);
    for (const asset of assets) {
      const response = await request.get(`${origin}${asset}`);
      expect(response.status(), `${origin}${path} names ${asset}`).toBe(200);
    }
  }
}

/**
 * A visitor's tab, loaded before the deploy: it keeps the old build's JavaScript (and what it
 * prefetched) and records every script that fails to load and every error on the page since
 * its last full load (a full load of the new build is the accepted way out of the old one).
 */
async function openTab(page: Page, origin: string) {
  const failures: string[] = [];
  page.on('load', () => void failures.splice(0));
  page.on('response', (response) => {
    if (response.url().includes('/_next/') && response.status() >= 400)
      failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => failures.push(error.message));
  await page.goto(`${origin}/`);
  await page.waitForLoadState('networkidle');
  return failures;
}

/** After the deploy, the tab follows a link of the page it has: it gets a working page. */
async function expectNavigatesFine(
  page: Page,
  failures: string[],
  { integrationPlatformUrl }: Build,
) {
  await page
    .getByRole('region', { name: 'Módulos de Odoo ERP' })
    .getByRole('link', { name: /CRM y Ventas/ })
    .click();
  await expect(page).toHaveURL(/\/odoo-landing-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Implementación de Odoo ERP');
  // A chunk of the old build that the new server lacks (the demo form, preloaded when idle)
  // loads the page again, from the new build.
  await page.waitForLoadState('networkidle');
  await expect.poll(() => failures, { message: 'no failure since the last load' }).toEqual([]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Implementación de Odoo ERP');
  // Its client code runs: the booking modal opens.
  await page.getByRole('button', { name: 'Agenda una consulta gratuita' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Agenda una reunión' })).toBeVisible();
  await page.keyboard.press('Escape');
  // And back home the new build's content shows.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(
    page.locator(`a[href="${integrationPlatformUrl}"]`).first(),
    'the new build after a reload',
  ).toBeAttached();
  expect(failures).toEqual([]);
}

/** A Strapi edit, its webhook reaching `webhookOrigin` only, shows on every instance. */
async function expectEditReachesBoth(request: APIRequestContext, webhookOrigin: string) {
  const title = uniqueTitle('Artículo tras el despliegue');
  const documentId = await cms.create({ title, subtitle: 'Ensayo de despliegue', published: true });
  created.push(documentId);
  // Strapi's own webhook goes to the test stack's instance; the load balancer would send it to
  // any instance of the deployment: here, the first.
  const webhook = await request.post(`${webhookOrigin}/api/revalidate`, {
    headers: { Authorization: `Bearer ${e2eStack.revalidateSecret}` },
    data: { event: 'entry.create', model: 'blog', entry: { documentId } },
  });
  expect(webhook.status()).toBe(200);
  for (const origin of origins) {
    for (const path of ['/blogs', '/']) {
      await expect
        .poll(async () => (await (await request.get(`${origin}${path}`)).text()).includes(title), {
          timeout: 15_000,
          message: `${origin}${path} shows the new post`,
        })
        .toBe(true);
    }
  }
}

test('a rolling deploy of a new build, then a rollback, serve each build whole', async ({
  request,
  browser,
}) => {
  // Build B is made while build A runs and serves, as a release pipeline does (in `npm test`,
  // from the run's start, on the CPU the other projects leave).
  const built = earlyBuildB() ?? buildB(integrationPlatformUrlB, redis.url);
  built.catch(() => {});
  for (const slot of [0, 1]) await replace(slot, buildA);
  for (const origin of origins) await expectServes(request, origin, buildA);

  const tabOnA = await browser.newPage();
  const tabOnAFailures = await openTab(tabOnA, origins[0] ?? '');
  const b = await built;

  // Rolling replace, one instance at a time: meanwhile each instance serves its own build whole.
  await replace(1, b);
  await expectServes(request, origins[1] ?? '', b);
  await expectServes(request, origins[0] ?? '', buildA);
  await replace(0, b);
  for (const origin of origins) await expectServes(request, origin, b);
  await expectNavigatesFine(tabOnA, tabOnAFailures, b);
  await expectEditReachesBoth(request, origins[0] ?? '');

  // Rollback (docs/deploy.md): the same rolling replace, back to build A's artefact.
  const tabOnB = await browser.newPage();
  const tabOnBFailures = await openTab(tabOnB, origins[0] ?? '');
  await replace(1, buildA);
  await replace(0, buildA);
  for (const origin of origins) await expectServes(request, origin, buildA);
  await expectNavigatesFine(tabOnB, tabOnBFailures, buildA);
  await expectEditReachesBoth(request, origins[1] ?? '');
  await Promise.all([tabOnA.close(), tabOnB.close()]);
});
