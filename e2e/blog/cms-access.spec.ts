import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';
import { seededPosts } from './seed';

/**
 * Strapi itself, asked directly: the public role sees published posts only, whatever the query;
 * the site's server-side token (CMS_READ_TOKEN) reads unpublished ones and may change nothing.
 */
const api = `${e2eStack.strapiUrl}/api/blogs`;
const asToken = { Authorization: `Bearer ${e2eStack.cmsReadToken}` };
const byTitle = (title: string) => ({ 'filters[title][$eq]': title });

type Listed = { data: { documentId: string; title: string; published: boolean }[] };

test.describe('Strapi access to blog posts', () => {
  let unpublishedId: string;

  test.beforeAll(async ({ request }) => {
    const found = await request.get(api, {
      params: byTitle(seededPosts.unpublished),
      headers: asToken,
    });
    expect(found.status()).toBe(200);
    const { data } = (await found.json()) as Listed;
    expect(data).toHaveLength(1);
    unpublishedId = data[0]?.documentId ?? '';
  });

  test('the public role never lists an unpublished post, whatever it filters on', async ({
    request,
  }) => {
    const all = (await (await request.get(api)).json()) as Listed;
    // Other tests add posts of their own meanwhile: the seeded ones must be there, all published.
    expect(all.data.map((post) => post.title)).toEqual(
      expect.arrayContaining(seededPosts.published),
    );
    expect(all.data.filter((post) => !post.published)).toEqual([]);
    expect(JSON.stringify(all.data)).not.toContain(seededPosts.unpublished);

    for (const params of <Record<string, string>[]>[
      byTitle(seededPosts.unpublished),
      { 'filters[published][$eq]': 'false' },
      { 'filters[$or][0][published][$eq]': 'false', 'filters[$or][1][published][$eq]': 'true' },
      { 'filters[documentId][$eq]': unpublishedId },
    ]) {
      const response = await request.get(api, { params });
      expect(response.status(), JSON.stringify(params)).toBe(200);
      const { data } = (await response.json()) as Listed;
      expect(
        data.filter((post) => !post.published),
        JSON.stringify(params),
      ).toEqual([]);
      expect(JSON.stringify(data)).not.toContain(seededPosts.unpublished);
    }
  });

  test('the public role gets a 404 for an unpublished post, and the post for a published one', async ({
    request,
  }) => {
    const hidden = await request.get(`${api}/${unpublishedId}`, { params: { populate: 'images' } });
    expect(hidden.status()).toBe(404);
    expect(await hidden.text()).not.toContain(seededPosts.unpublished);

    const listed = (await (
      await request.get(api, { params: byTitle(seededPosts.published[0] ?? '') })
    ).json()) as Listed;
    const shown = await request.get(`${api}/${listed.data[0]?.documentId}`);
    expect(shown.status()).toBe(200);
    expect(((await shown.json()) as { data: { title: string } }).data.title).toBe(
      seededPosts.published[0],
    );
  });

  test('the server-side token lists and reads the unpublished post', async ({ request }) => {
    const all = (await (await request.get(api, { headers: asToken })).json()) as Listed;
    expect(all.data.map((post) => post.title)).toContain(seededPosts.unpublished);

    const one = await request.get(`${api}/${unpublishedId}`, {
      params: { populate: 'images' },
      headers: asToken,
    });
    expect(one.status()).toBe(200);
    const { data } = (await one.json()) as { data: { title: string; published: boolean } };
    expect(data).toMatchObject({ title: seededPosts.unpublished, published: false });
  });

  test('the token only reads: creating, changing or deleting a post is refused', async ({
    request,
  }) => {
    const created = await request.post(api, {
      headers: asToken,
      data: { data: { title: 'Intruso', published: true } },
    });
    expect(created.status()).toBe(403);
    const changed = await request.put(`${api}/${unpublishedId}`, {
      headers: asToken,
      data: { data: { published: true } },
    });
    expect(changed.status()).toBe(403);
    expect((await request.delete(`${api}/${unpublishedId}`, { headers: asToken })).status()).toBe(
      403,
    );
  });

  test('a wrong token reads nothing', async ({ request }) => {
    const response = await request.get(`${api}/${unpublishedId}`, {
      headers: { Authorization: 'Bearer not-the-configured-token-000000000000' },
    });
    expect(response.status()).toBe(401);
  });
});

/**
 * What Strapi opens to anyone by default and the site never uses: the users-permissions
 * plugin's sign-up, sign-in, password and e-mail flows, its user and role routes, uploads and
 * every write. An anonymous client from outside gets 403 (or 404 for a route that is gone) from
 * each, and reads published posts only (above).
 */
test.describe('Strapi closed to anonymous clients beyond reading posts', () => {
  const strapi = e2eStack.strapiUrl;
  const someone = { email: 'intruso@example.com', password: 'Intruso-2026-xyz' };
  const calls: { method: 'get' | 'post' | 'put' | 'delete'; path: string; data?: object }[] = [
    {
      method: 'post',
      path: '/api/auth/local/register',
      data: { username: 'intruso', ...someone },
    },
    { method: 'post', path: '/api/auth/local', data: { identifier: someone.email, ...someone } },
    { method: 'post', path: '/api/auth/forgot-password', data: { email: someone.email } },
    {
      method: 'post',
      path: '/api/auth/reset-password',
      data: { code: 'x', password: someone.password, passwordConfirmation: someone.password },
    },
    { method: 'post', path: '/api/auth/send-email-confirmation', data: { email: someone.email } },
    { method: 'get', path: '/api/auth/email-confirmation?confirmation=x' },
    { method: 'post', path: '/api/auth/refresh', data: { refreshToken: 'x' } },
    { method: 'get', path: '/api/connect/github' },
    { method: 'get', path: '/api/auth/github/callback?access_token=x' },
    { method: 'get', path: '/api/users' },
    { method: 'get', path: '/api/users/me' },
    { method: 'get', path: '/api/users/count' },
    { method: 'get', path: '/api/users-permissions/roles' },
    { method: 'get', path: '/api/upload/files' },
    { method: 'get', path: '/api/i18n/locales' },
    { method: 'post', path: '/api/blogs', data: { data: { title: 'Intruso', published: true } } },
  ];

  for (const { method, path, data } of calls) {
    test(`${method.toUpperCase()} ${path.split('?')[0]} is refused`, async ({ request }) => {
      const response = await request[method](`${strapi}${path}`, { data, maxRedirects: 0 });
      expect([403, 404], await response.text()).toContain(response.status());
    });
  }
});
