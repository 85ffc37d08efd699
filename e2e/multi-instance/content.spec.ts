import type { APIRequestContext } from '@playwright/test';
import { openPages } from '../../lib/routes';
import { CmsAdmin, paragraph, uniqueTitle } from '../cms';
import { expect, test } from '../fixtures';
import { first, instances, pauseRedis, second, untilBothAnswer } from './instances';

/**
 * Strapi's webhook reaches the first instance only; the second must show every change within
 * seconds all the same, through the cache they share in Redis (its own cache would keep the old
 * page for the 60 s fallback).
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let cms: CmsAdmin;
const created: string[] = [];

test.beforeAll(async () => {
  await untilBothAnswer();
  cms = await CmsAdmin.signIn();
});

test.afterAll(async () => {
  for (const documentId of created) await cms.remove(documentId);
  await cms.dispose();
});

interface Answer {
  status: number;
  body: string;
}

async function get(request: APIRequestContext, url: string): Promise<Answer> {
  const response = await request.get(url, { maxRedirects: 0 });
  return { status: response.status(), body: await response.text() };
}

/**
 * Reloads `path` on the second instance until `check` holds. Strapi sends its webhook on its own
 * time, a few seconds on a busy machine: 20 s still tells the shared cache (seconds) from the
 * second instance's own regeneration (the 60 s fallback).
 */
async function onSecond(
  request: APIRequestContext,
  path: string,
  check: (answer: Answer) => boolean,
) {
  const started = Date.now();
  await expect
    .poll(async () => check(await get(request, `${second}${path}`)), {
      timeout: 20_000,
      intervals: [200, 300, 500],
      message: `${path} on the second instance`,
    })
    .toBe(true);
  test.info().annotations.push({
    type: 'seen on the second instance after',
    description: `${path}: ${((Date.now() - started) / 1000).toFixed(1)} s`,
  });
}

/** The posts a list page links to, in order. */
const postLinks = (html: string) =>
  [...html.matchAll(/href="(\/blogs\/[a-z0-9]+)"/g)].map((m) => m[1]);

/**
 * Both instances now serve the same list, home teaser and post page. Then a pause, as between a
 * marketer's saves: a regeneration still running when the next change lands would store what it
 * read before it (the same race as on one instance), which the next change must not meet.
 */
async function expectSameOnBoth(request: APIRequestContext, post: string) {
  for (const path of ['/blogs', '/']) {
    const [a, b] = await Promise.all(instances.map((origin) => get(request, `${origin}${path}`)));
    expect(postLinks(b?.body ?? ''), path).toEqual(postLinks(a?.body ?? ''));
  }
  const [a, b] = await Promise.all(instances.map((origin) => get(request, `${origin}${post}`)));
  expect(b?.status).toBe(a?.status);
  const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
  expect(heading(b?.body ?? '')).toBe(heading(a?.body ?? ''));
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

test('a post created, edited, unpublished and deleted in Strapi shows on the instance without the webhook', async ({
  request,
}) => {
  // The second instance has the list and the home page cached, and settled, before anything
  // changes: a read of a stale page regenerates it in the background, and a regeneration that
  // ends after the post's webhook would store the page it read before the post (as between
  // the changes below). Read twice, pausing after each read.
  for (let round = 0; round < 2; round += 1) {
    for (const path of ['/blogs', '/'])
      expect((await get(request, `${second}${path}`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }

  const title = uniqueTitle('Artículo entre instancias');
  const documentId = await cms.create({
    title,
    subtitle: 'Escrito por la prueba de varias instancias',
    published: true,
    contentHTML: paragraph('Primera versión.'),
  });
  created.push(documentId);
  const post = `/blogs/${documentId}`;
  await onSecond(request, '/blogs', ({ body }) => body.includes(title));
  await onSecond(request, '/', ({ body }) => body.includes(title));
  await onSecond(request, post, ({ status, body }) => status === 200 && body.includes(title));
  await expectSameOnBoth(request, post);

  const edited = uniqueTitle('Artículo corregido');
  await cms.update(documentId, { title: edited, contentHTML: paragraph('Versión corregida.') });
  await onSecond(
    request,
    post,
    ({ body }) =>
      body.includes(edited) && body.includes('Versión corregida.') && !body.includes(title),
  );
  await onSecond(request, '/blogs', ({ body }) => body.includes(edited) && !body.includes(title));
  await expectSameOnBoth(request, post);

  await cms.update(documentId, { published: false });
  await onSecond(request, '/blogs', ({ body }) => !body.includes(edited));
  await onSecond(request, post, ({ status }) => status === 404);
  await expectSameOnBoth(request, post);

  await cms.update(documentId, { published: true });
  await onSecond(request, post, ({ status }) => status === 200);
  // Settled before the deletion, as between the other changes: a regeneration the republishing
  // started must not store the post again after the deletion's webhook.
  await onSecond(request, '/blogs', ({ body }) => body.includes(edited));
  await expectSameOnBoth(request, post);
  await cms.remove(documentId);
  await onSecond(request, '/blogs', ({ body }) => !body.includes(edited));
  await onSecond(request, '/', ({ body }) => !body.includes(edited));
  await onSecond(request, post, ({ status }) => status === 404);
  await expectSameOnBoth(request, post);
});

test('with Redis stopped both instances serve every public page; once it is back a webhook reaches both', async ({
  request,
}) => {
  const title = uniqueTitle('Artículo durante la caída');
  const documentId = await cms.create({ title, subtitle: 'Caída de Redis', published: true });
  created.push(documentId);
  const post = `/blogs/${documentId}`;
  await onSecond(request, post, ({ status }) => status === 200);

  const resume = pauseRedis();
  try {
    for (const origin of instances) {
      for (const path of [...openPages, post]) {
        const { status } = await get(request, `${origin}${path}`);
        expect(status, `${origin}${path} with Redis stopped`).toBe(200);
      }
    }
  } finally {
    resume();
  }

  const edited = uniqueTitle('Artículo tras la caída');
  await cms.update(documentId, { title: edited });
  await onSecond(request, post, ({ body }) => body.includes(edited));
  await onSecond(request, '/blogs', ({ body }) => body.includes(edited) && !body.includes(title));
  await expectSameOnBoth(request, post);
  expect((await get(request, `${first}${post}`)).body).toContain(edited);
});
