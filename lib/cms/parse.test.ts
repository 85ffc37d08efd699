import { describe, expect, it } from 'vitest';
import { CmsError, cmsErrors } from './errors';
import { mediaUrl, parsePost, parsePostList, placeholderImage } from './parse';

const strapi = 'http://127.0.0.1:1337';

const post = (overrides: Record<string, unknown> = {}) => ({
  id: 3,
  documentId: 'k2x9d0q7a1b2c3d4e5f6g7h8',
  title: 'Migrar a la nube sin sorpresas',
  subtitle: 'Prácticas de FinOps',
  published: true,
  publishedAt: '2025-03-15T13:00:00.000Z',
  images: [{ url: '/uploads/nube_1a2b.jpg', alternativeText: 'Nubes', width: 1200, height: 675 }],
  content: [{ type: 'paragraph', children: [{ type: 'text', text: 'content' }] }],
  contentHTML: [{ type: 'paragraph', children: [{ type: 'text', text: 'contentHTML' }] }],
  ...overrides,
});

describe('mediaUrl', () => {
  it('prefixes relative upload paths with the Strapi address', () => {
    expect(mediaUrl('/uploads/a.jpg', strapi)).toBe('http://127.0.0.1:1337/uploads/a.jpg');
    expect(mediaUrl('/uploads/a.jpg', 'https://cms.example.com/')).toBe(
      'https://cms.example.com/uploads/a.jpg',
    );
  });

  it('keeps absolute http(s) urls (a CDN) as they are', () => {
    expect(mediaUrl('https://cdn.example.com/a.jpg', strapi)).toBe('https://cdn.example.com/a.jpg');
  });

  it('refuses other schemes', () => {
    expect(mediaUrl('javascript:alert(1)', strapi)).toBeNull();
    expect(mediaUrl('data:image/png;base64,AAAA', strapi)).toBeNull();
  });
});

describe('parsePostList', () => {
  it('reads data as the list of posts, with absolute cover urls', () => {
    const { posts, skipped } = parsePostList({ data: [post()], meta: {} }, strapi);
    expect(skipped).toBe(0);
    expect(posts).toEqual([
      {
        documentId: 'k2x9d0q7a1b2c3d4e5f6g7h8',
        title: 'Migrar a la nube sin sorpresas',
        subtitle: 'Prácticas de FinOps',
        publishedAt: '2025-03-15T13:00:00.000Z',
        updatedAt: '2025-03-15T13:00:00.000Z',
        cover: {
          url: 'http://127.0.0.1:1337/uploads/nube_1a2b.jpg',
          alt: 'Nubes',
          width: 1200,
          height: 675,
        },
      },
    ]);
  });

  it('orders posts newest first', () => {
    const { posts } = parsePostList(
      {
        data: [
          post({ documentId: 'old', publishedAt: '2024-01-01T00:00:00.000Z' }),
          post({ documentId: 'new', publishedAt: '2025-06-01T00:00:00.000Z' }),
        ],
      },
      strapi,
    );
    expect(posts.map((p) => p.documentId)).toEqual(['new', 'old']);
  });

  it("says how many pages Strapi's list has, 1 when it does not say", () => {
    const page = (pagination: unknown) =>
      parsePostList({ data: [post()], meta: { pagination } }, strapi).pageCount;
    expect(page({ page: 1, pageSize: 100, pageCount: 3, total: 205 })).toBe(3);
    expect(page({ page: 1, pageSize: 100, pageCount: 0, total: 0 })).toBe(1);
    expect(page(undefined)).toBe(1);
  });

  it('uses the placeholder image when a post has none', () => {
    for (const images of [null, undefined, []]) {
      const { posts } = parsePostList({ data: [post({ images })] }, strapi);
      expect(posts[0]?.cover).toEqual(placeholderImage);
    }
  });

  it('fills a missing subtitle and alternative text with empty strings', () => {
    const { posts } = parsePostList(
      { data: [post({ subtitle: null, images: [{ url: '/uploads/a.jpg' }] })] },
      strapi,
    );
    expect(posts[0]?.subtitle).toBe('');
    expect(posts[0]?.cover).toMatchObject({ alt: '', width: 1200, height: 675 });
  });

  it.each([[null], [undefined], ['text'], [{}], [{ data: null }], [{ data: { id: 1 } }]])(
    'rejects %j with the blog error message',
    (json) => {
      expect(() => parsePostList(json, strapi)).toThrow(CmsError);
      expect(() => parsePostList(json, strapi)).toThrow(cmsErrors.unexpectedStructure);
    },
  );

  it('leaves out entries that are not posts and counts them', () => {
    const { posts, skipped } = parsePostList(
      { data: [post(), { id: 9 }, 'x', post({ title: 42 })] },
      strapi,
    );
    expect(posts).toHaveLength(1);
    expect(skipped).toBe(3);
  });
});

describe('parsePost', () => {
  it('reads data as the post, with contentHTML as its body', () => {
    const blog = parsePost({ data: post() }, strapi);
    expect(blog?.title).toBe('Migrar a la nube sin sorpresas');
    expect(blog?.body).toEqual(post().contentHTML);
  });

  it('falls back to content, then to an empty body', () => {
    expect(parsePost({ data: post({ contentHTML: [] }) }, strapi)?.body).toEqual(post().content);
    expect(parsePost({ data: post({ contentHTML: null, content: null }) }, strapi)?.body).toEqual(
      [],
    );
  });

  it('makes the urls of image blocks absolute', () => {
    const image = { url: '/uploads/diagrama.png', alternativeText: 'Diagrama', width: 800, height: 400 };
    const blog = parsePost(
      { data: post({ contentHTML: [{ type: 'image', image, children: [{ type: 'text', text: '' }] }] }) },
      strapi,
    );
    expect(blog?.body[0]).toMatchObject({
      type: 'image',
      image: { ...image, url: 'http://127.0.0.1:1337/uploads/diagrama.png' },
    });
  });

  it('says whether the post is published (the caller decides who sees it)', () => {
    expect(parsePost({ data: post() }, strapi).published).toBe(true);
    expect(parsePost({ data: post({ published: false }) }, strapi).published).toBe(false);
  });

  it("keeps Strapi's last change, else the publication date", () => {
    const updatedAt = '2025-04-02T09:30:00.000Z';
    expect(parsePost({ data: post({ updatedAt }) }, strapi).updatedAt).toBe(updatedAt);
    expect(parsePost({ data: post() }, strapi).updatedAt).toBe(post().publishedAt);
  });

  it('reads the SEO fields, with an absolute share image, and leaves out empty ones', () => {
    const seo = {
      metaTitle: 'Costos de nube bajo control',
      metaDescription: '  ',
      shareImage: { url: '/uploads/tarjeta.jpg', alternativeText: null, width: 1200, height: 630 },
    };
    expect(parsePost({ data: post({ seo }) }, strapi).seo).toEqual({
      metaTitle: 'Costos de nube bajo control',
      shareImage: {
        url: 'http://127.0.0.1:1337/uploads/tarjeta.jpg',
        alt: '',
        width: 1200,
        height: 630,
      },
    });
    expect(parsePost({ data: post({ seo: null }) }, strapi).seo).toEqual({});
    expect(parsePost({ data: post() }, strapi).seo).toEqual({});
  });

  it.each([[null], [{}], [{ data: null }], [{ data: [] }], [{ data: { title: 'sin id' } }]])(
    'rejects %j with "Blog data not found in response"',
    (json) => {
      expect(() => parsePost(json, strapi)).toThrow(cmsErrors.postMissing);
    },
  );
});
