/**
 * The site's blog through a Strapi outage and at volume, as production runs it: a production
 * build of its own (NEXT_DIST_DIR, beside the usual .next) made while Strapi is down, its
 * standalone server started while Strapi is still down, sharing Next's cache in a Redis of its
 * own; then the real Strapi of cms/ (a fresh SQLite database, seeded) started on the address the
 * build was given. TEST_CMS_LIFECYCLE_PORT (55440) moves the servers: the site on it, Strapi on
 * the next port, Redis on the one after.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededPosts } from '../e2e/blog/seed';
import { loadStackEnv } from '../scripts/lib/env-files';
import { assembleStandalone, standaloneServer } from '../scripts/assemble-standalone';
import { redisServer, strapi } from '../scripts/lib/pieces';
import {
  httpGet,
  isListening,
  ProcessGroup,
  waitFor,
  type Started,
} from '../scripts/lib/processes';

const root = path.resolve(__dirname, '..');
const webPort = Number(process.env.TEST_CMS_LIFECYCLE_PORT ?? 55440);
const strapiPort = webPort + 1;
const redisPort = webPort + 2;
const site = `http://127.0.0.1:${webPort}`;
const strapiUrl = `http://127.0.0.1:${strapiPort}`;
const distDir = '.stack/next-cms-lifecycle';
const databaseFile = `.tmp/cms-lifecycle-${strapiPort}.db`;
const admin = { email: 'lifecycle-admin@andina.test', password: 'AndinaLifecycle2025' };
const listFailed = 'Failed to fetch blogs. Please try again later.';

const processes = new ProcessGroup((label, code) => {
  console.error(`${label} exited unexpectedly (code ${code})`);
});
const redis = createClient({ url: `redis://127.0.0.1:${redisPort}` });
let strapiProcess: Started | undefined;
/** The post reads Strapi logged (`GET /api/blogs/<id>`), to see which ids reached it. */
const strapiPostReads: string[] = [];

const env = {
  ...loadStackEnv(root),
  NODE_ENV: 'production',
  LOCAL_STACK: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  PORT: String(webPort),
  HOSTNAME: '127.0.0.1',
  NEXT_PUBLIC_SITE_URL: `http://localhost:${webPort}`,
  STRAPI_URL: strapiUrl,
  STRAPI_ADMIN_URL: strapiUrl,
  REDIS_URL: `redis://127.0.0.1:${redisPort}`,
  REDIS_PORT: String(redisPort),
  STRAPI_DATABASE_FILENAME: databaseFile,
  CMS_LOCAL_ADMIN_EMAIL: admin.email,
  CMS_LOCAL_ADMIN_PASSWORD: admin.password,
};

async function get(pathname: string) {
  const response = await fetch(`${site}${pathname}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The posts a page links to, in order, without repeats. */
const postLinks = (html: string) => [
  ...new Set([...html.matchAll(/href="\/blogs\/([a-z0-9]+)"/g)].map((match) => match[1])),
];

/** Polls `probe` until it holds; how long it took, in seconds. */
async function until(what: string, probe: () => Promise<boolean>, timeoutMs: number) {
  const started = Date.now();
  await vi.waitFor(
    async () => {
      if (!(await probe())) throw new Error(`${what} not there yet`);
    },
    { timeout: timeoutMs, interval: 250 },
  );
  return (Date.now() - started) / 1000;
}

beforeAll(async () => {
  for (const port of [webPort, strapiPort, redisPort]) {
    if (await isListening('127.0.0.1', port)) {
      throw new Error(`Port ${port} is already in use (TEST_CMS_LIFECYCLE_PORT moves it)`);
    }
  }
  rmSync(path.join(root, 'cms', databaseFile), { force: true });
  const cache = redisServer(env);
  processes.start(cache.process);
  await waitFor('redis', cache.readyWhen, cache.readyTimeoutMs);
  await redis.connect();

  // Strapi is down: nothing listens on its port while the site is built and started.
  await processes.run({
    label: 'build',
    command: path.join(root, 'node_modules/.bin/next'),
    args: ['build'],
    cwd: root,
    env: { ...env, NEXT_DIST_DIR: distDir },
    quiet: true,
  });
  assembleStandalone(root, { distDir });
  processes.start({
    label: 'web',
    command: process.execPath,
    args: [standaloneServer(root, distDir)],
    env,
    quiet: true,
  });
  await waitFor('web', httpGet(`${site}/robots.txt`), 60_000);
});

afterAll(async () => {
  await redis.quit().catch(() => undefined);
  await processes.stopAll();
  rmSync(path.join(root, distDir), { recursive: true, force: true });
  rmSync(path.join(root, `${distDir}.tsconfig.json`), { force: true });
  rmSync(path.join(root, 'cms', databaseFile), { force: true });
});

describe('the blog through a Strapi outage and at volume', () => {
  it('built and started while Strapi is down, every page answers 200; the blog parts show their error, briefly cached', async () => {
    for (const pathname of ['/', '/blogs', '/services/big-data', '/cvss', '/sitemap.xml']) {
      const { status } = await get(pathname);
      expect(status, pathname).toBe(200);
    }
    for (const pathname of ['/', '/blogs']) {
      const { body, headers } = await get(pathname);
      expect(body, pathname).toContain(listFailed);
      // A degraded page is kept for seconds, not the minute of a good one.
      const maxAge = Number(/s-maxage=(\d+)/.exec(headers.get('cache-control') ?? '')?.[1]);
      expect(maxAge, `${pathname}: ${headers.get('cache-control')}`).toBeLessThanOrEqual(10);
    }
  });

  it('once Strapi starts, the posts appear on the list, the home page and the sitemap by themselves', async () => {
    // Strapi itself runs as the local stack starts it: plain HTTP, its admin cookie not Secure.
    const cms = strapi(root, { ...env, NODE_ENV: '' }, 'preview');
    await cms.prepare?.({
      step: (message) => console.log(message),
      run: ({ slow: _slow, ...spec }) => processes.run(spec),
    });
    strapiProcess = processes.start({ ...cms.process, quiet: false });
    strapiProcess.stdout.subscribe((chunk) => {
      for (const match of chunk.toString().matchAll(/GET \/api\/blogs\/([a-z0-9]+)/g)) {
        strapiPostReads.push(match[1] ?? '');
      }
    });
    await waitFor('strapi', cms.readyWhen, 180_000);
    const newest = seededPosts.published[0] ?? '';
    const seconds = await until(
      'the posts',
      async () => {
        const [home, list, sitemap] = await Promise.all(
          ['/', '/blogs', '/sitemap.xml'].map(async (pathname) => (await get(pathname)).body),
        );
        return (
          [home, list].every((body) => body?.includes(newest) && !body.includes(listFailed)) &&
          Boolean(sitemap?.includes('/blogs/'))
        );
      },
      45_000,
    );
    console.log(`posts shown ${seconds.toFixed(1)} s after Strapi was ready`);
  });

  it('lists every published post newest first past Strapi page size of 100: list, home and sitemap', async () => {
    const login = await fetch(`${strapiUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const { token } = ((await login.json()) as { data: { token: string } }).data;
    const create = (index: number) =>
      fetch(`${strapiUrl}/content-manager/collection-types/api::blog.blog`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: `Volumen ${index}`, published: true }),
      }).then((response) => expect(response.status).toBe(201));
    // 120 posts besides the seeded ones, ten at a time (each change sends Strapi's webhook).
    for (let batch = 0; batch < 12; batch++) {
      await Promise.all(Array.from({ length: 10 }, (_, index) => create(batch * 10 + index)));
    }

    // What Strapi holds, asked directly in one page (config/api.ts allows 250).
    const everything = (await (
      await fetch(`${strapiUrl}/api/blogs?pagination[pageSize]=250&fields[0]=publishedAt`)
    ).json()) as { data: { documentId: string; publishedAt: string }[] };
    const publishedAt = new Map(everything.data.map((post) => [post.documentId, post.publishedAt]));
    expect(publishedAt.size).toBe(120 + seededPosts.published.length);

    await until(
      'the whole list',
      async () => postLinks((await get('/blogs')).body).length === publishedAt.size,
      30_000,
    );
    const listed = postLinks((await get('/blogs')).body);
    expect(new Set(listed)).toEqual(new Set(publishedAt.keys()));
    const dates = listed.map((id) => publishedAt.get(id ?? '') ?? '');
    expect(dates).toEqual([...dates].sort().reverse());

    await until(
      'the home teaser',
      async () => {
        const home = postLinks((await get('/')).body);
        return home.length === 3 && home.every((id, index) => id === listed[index]);
      },
      30_000,
    );
    const sitemap = (await get('/sitemap.xml')).body;
    for (const id of listed) expect(sitemap).toContain(`/blogs/${id}</loc>`);
  });

  it('500 unknown post ids answer 404 without reaching Strapi or adding to the shared cache', async () => {
    const [tagIndex] = await redis.keys('*__sharedTags__');
    expect(tagIndex).toBeDefined();
    const before = { keys: await redis.dbSize(), tags: await redis.hLen(tagIndex ?? '') };
    const ids = Array.from({ length: 500 }, () => `x${Math.random().toString(36).slice(2, 12)}`);
    for (let start = 0; start < ids.length; start += 10) {
      const statuses = await Promise.all(
        ids.slice(start, start + 10).map(async (id) => (await get(`/blogs/${id}`)).status),
      );
      expect(statuses).toEqual(Array(statuses.length).fill(404));
    }
    const after = { keys: await redis.dbSize(), tags: await redis.hLen(tagIndex ?? '') };
    console.log(`shared cache before ${JSON.stringify(before)}, after ${JSON.stringify(after)}`);
    expect(after.keys).toBeLessThanOrEqual(before.keys);
    expect(after.tags).toBeLessThanOrEqual(before.tags);
    const stored = [...(await redis.keys('*')), ...(await redis.hKeys(tagIndex ?? ''))].join('\n');
    expect(ids.filter((id) => stored.includes(id))).toEqual([]);
    expect(strapiPostReads.filter((id) => ids.includes(id))).toEqual([]);

    const home = await get('/');
    expect(home.status).toBe(200);
    expect(postLinks(home.body)).toHaveLength(3);
  });
});
