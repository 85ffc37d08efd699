import 'server-only';
import { cache } from 'react';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { CmsError, cmsErrors } from './errors';
import { newestFirst, parsePost, parsePostList, type Post, type PostSummary } from './parse';
import { reason, strapiGet } from './strapi';
import { cmsTags } from './webhook';

/** Strapi's page size for the post list (config/api.ts allows up to 250). */
const listPageSize = 100;

const listPath = (page: number) =>
  `/api/blogs?filters[published][$eq]=true&populate=images&sort[0]=publishedAt:desc&sort[1]=id:desc` +
  `&pagination[page]=${page}&pagination[pageSize]=${listPageSize}`;

/** One page of the list; `fallback` when it is a last good answer (Strapi did not answer). */
async function readListPage(page: number) {
  const { status, json, fallback } = await strapiGet(listPath(page), { tags: [cmsTags.blogList] });
  if (status !== 200) throw new CmsError(`Strapi answered ${status}`);
  return { ...parsePostList(json, env.STRAPI_URL), fallback };
}

/**
 * Every published post, newest first: all of Strapi's pages of the list (the first says how
 * many there are; the others are read together). `confirmed` is false when a page came from a
 * last good answer. Throws a CmsError with the blog's message.
 */
const readPublishedList = cache(async (): Promise<{ posts: PostSummary[]; confirmed: boolean }> => {
  try {
    const first = await readListPage(1);
    const rest = await Promise.all(
      Array.from({ length: first.pageCount - 1 }, (_, index) => readListPage(index + 2)),
    );
    const pages = [first, ...rest];
    const skipped = pages.reduce((sum, page) => sum + page.skipped, 0);
    if (skipped > 0) log.warn('cms', `${skipped} blog entries did not have the expected shape`);
    const byId = new Map(pages.flatMap((page) => page.posts).map((post) => [post.documentId, post]));
    return {
      posts: [...byId.values()].sort(newestFirst),
      confirmed: pages.every((page) => !page.fallback),
    };
  } catch (error) {
    log.error('cms', `${cmsErrors.listFailed} ${reason(error)}`);
    throw new CmsError(cmsErrors.listFailed, { cause: error });
  }
});

/** Every published post, newest first. Throws a CmsError with the blog's message. */
export async function listPublishedPosts(): Promise<PostSummary[]> {
  return (await readPublishedList()).posts;
}

/**
 * Whether a post may be published, from the (cached) list: an id the list does not hold is not
 * asked of Strapi. Unsure (true) while the list cannot be read fresh.
 */
async function mayBePublished(documentId: string): Promise<boolean> {
  try {
    const { posts, confirmed } = await readPublishedList();
    return !confirmed || posts.some((post) => post.documentId === documentId);
  } catch {
    return true;
  }
}

// Strapi's document ids are short lowercase tokens; anything else cannot be a post.
const postIdPattern = /^[a-z0-9]{1,64}$/;

/** Whether a string can be a Strapi document id (short lowercase tokens). */
export const isPostId = (value: string) => postIdPattern.test(value);

const postQuery = 'populate[images]=true&populate[seo][populate][shareImage]=true';

/**
 * One post by its documentId, or null when there is none (unknown, deleted or, outside Draft
 * Mode, not published). `draft` (a marketer's preview) reads Strapi directly with the server-side
 * token and also returns unpublished posts. Throws a CmsError when Strapi cannot be read. Shared
 * by a page, its metadata and its card.
 */
export const getPost = cache(async (documentId: string, draft = false): Promise<Post | null> => {
  if (!isPostId(documentId)) return null;
  // An unknown id (a mistyped link, a crawler, a flood of random ones) costs no request to Strapi.
  if (!draft && !(await mayBePublished(documentId))) return null;
  try {
    const { status, json } = await strapiGet(
      `/api/blogs/${documentId}?${postQuery}`,
      draft ? { draft } : { tags: [cmsTags.blog(documentId)] },
    );
    if (status === 404) return null;
    if (status !== 200) throw new CmsError(`Strapi answered ${status}`);
    const blog = parsePost(json, env.STRAPI_URL);
    return blog.published || draft ? blog : null;
  } catch (error) {
    log.error('cms', `${cmsErrors.postFailed} ${reason(error)}`);
    throw new CmsError(cmsErrors.postFailed, { cause: error });
  }
});

/**
 * Awaits a read for a page: a CmsError comes back to be shown in place (the blog's red
 * box), so a Strapi outage never turns a page into a 500. The page is then kept only briefly
 * (strapiGet), and a rendered page keeps its last good answers meanwhile.
 */
export async function orErrorState<T>(read: Promise<T>): Promise<T | CmsError> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof CmsError) return error;
    throw error;
  }
}

