/** Cache tags of the content: every read carries `all`, plus the list's or its post's. */
export const cmsTags = {
  all: 'cms',
  blogList: 'blogs',
  blog: (documentId: string) => `blog:${documentId}`,
};

/**
 * The tags a Strapi webhook (`{ event, model, uid, entry }`) makes stale, or null when the body
 * is not a webhook. A post's change touches the list (home teaser, /blogs, sitemap) and that
 * post; a media change may touch any post, so it touches everything from the CMS.
 */
export function tagsForWebhook(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { event, model, uid, entry } = body as Record<string, unknown>;
  if (typeof event !== 'string') return null;
  if (event.startsWith('media.')) return [cmsTags.all];
  const isPost = model === 'blog' || uid === 'api::blog.blog';
  if (!event.startsWith('entry.') || !isPost) return [];
  const documentId = (entry as { documentId?: unknown } | null | undefined)?.documentId;
  return typeof documentId === 'string' && documentId
    ? [cmsTags.blogList, cmsTags.blog(documentId)]
    : [cmsTags.blogList];
}
