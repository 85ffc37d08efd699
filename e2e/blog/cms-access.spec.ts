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
