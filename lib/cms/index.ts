import 'server-only';
import { revalidateTag } from 'next/cache';
import { cache } from 'react';
import { hasBearerSecret, isSecret } from '@/lib/auth';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { CmsError, cmsErrors } from './errors';
import { newestFirst, parsePost, parsePostList, type Post, type PostSummary } from './parse';
import { cmsTags, tagsForWebhook } from './webhook';

export type { Post, PostImage, PostSeo, PostSummary } from './parse';
export * from './client';

/** Time-based fallback of the cached reads; webhooks normally refresh them within seconds. */
const revalidateSeconds = 60;
/**
 * How long a page rendered while Strapi failed (its error state, or a last good answer) is kept:
 * Strapi sends no webhook when it comes back, so such a page must not wait for the fallback.
 */
const degradedRevalidateSeconds = 10;
const timeoutMs = 5000;
/** Strapi's page size for the post list (config/api.ts allows up to 250). */
const listPageSize = 100;

/**
 * Rejects when `work` takes longer than the timeout. Next drops a fetch's abort signal when it
 * refreshes a stale cache entry, so the deadline is also kept around the whole read: a Strapi
 * that hangs fails the regeneration quickly, and the last good page stays.
 */
function withDeadline<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new CmsError(`Strapi did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The last good answer of each public read, for a running server to fall back on while Strapi is
 * down. Next keeps the last good page when a regeneration fails, but only while the page is still
 * in its cache: with the shared cache (Redis), a webhook removes the entries instead of marking
 * them stale, so the next visit renders from Strapi with nothing to keep. Only successful answers
 * are kept, one per read path (the list and each post read), so it cannot grow with bad ids.
 * Draft reads (a marketer's preview) are never kept.
 */
const lastGood = new Map<string, { status: number; json: unknown }>();

/**
 * A read through the data cache with `tags`, as the public sees Strapi; or, for `draft` (Next's
 * Draft Mode), straight from Strapi with the server-side token, which also reads unpublished
 * posts, never cached.
 */
async function strapiGet(
  path: string,
  read: { tags: string[] } | { draft: true },
): Promise<{ status: number; json: unknown; fallback?: true }> {
  const draft = 'draft' in read;
  try {
    const { status, json } = await withDeadline(
      fetch(new URL(path, env.STRAPI_URL), {
        signal: AbortSignal.timeout(timeoutMs),
        ...(draft
          ? {
              headers: {
                accept: 'application/json',
                authorization: `Bearer ${env.CMS_READ_TOKEN}`,
              },
              cache: 'no-store',
            }
          : {
              headers: { accept: 'application/json' },
              next: { revalidate: revalidateSeconds, tags: [cmsTags.all, ...read.tags] },
            }),
      }).then(async (response) => ({
        status: response.status,
        json: (await response.json().catch(() => undefined)) as unknown,
      })),
    );
    log.debug('cms', `GET ${path} → ${status}`, json);
    if (status >= 500) throw new CmsError(`Strapi answered ${status}`);
    if (status === 200 && !draft) lastGood.set(path, { status, json });
    return { status, json };
  } catch (error) {
    if (draft) throw error;
    await shortenPageLife();
    const kept = lastGood.get(path);
    if (!kept) throw error;
    log.warn('cms', `GET ${path} failed (${reason(error)}); serving its last good answer`);
    return { ...kept, fallback: true };
  }
}

/**
 * Keeps the page being rendered for `degradedRevalidateSeconds` only. Next keeps a page as long
 * as the shortest `revalidate` of the fetches made for it, counted when each fetch starts; this
 * one is aborted before it leaves, so no request is sent. Outside a cached render it does nothing.
 */
async function shortenPageLife() {
  await fetch(new URL('/_health', env.STRAPI_URL), {
    next: { revalidate: degradedRevalidateSeconds },
    signal: AbortSignal.abort(),
  }).catch(() => undefined);
}

/** A failure and its causes in one line, for the logs. */
const reason = (error: unknown): string =>
  error instanceof Error
    ? [error.message, error.cause !== undefined && reason(error.cause)].filter(Boolean).join(' ← ')
    : String(error);

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

/** Strapi's own liveness route answers 204; anything else, or no answer, throws. */
export async function pingCms(): Promise<void> {
  const response = await fetch(new URL('/_health', env.STRAPI_URL), {
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new CmsError(`Strapi answered ${response.status}`);
}

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

/** Whether a preview link carries PREVIEW_SECRET, the secret of Strapi's Preview button. */
export function isPreviewAuthorized(secret: string | null): boolean {
  return isSecret(secret, env.PREVIEW_SECRET);
}

/** Whether a webhook call carries the shared secret (checked before its body is read). */
export function isWebhookAuthorized(authorization: string | null): boolean {
  return hasBearerSecret(authorization, env.REVALIDATE_SECRET);
}

/**
 * Handles an authorised Strapi webhook body: marks the touched pages stale (the next visit gets
 * the cached page and regenerates it; a failed regeneration keeps the old one). Null when the
 * body is not a webhook Strapi sends.
 */
export function revalidateFromWebhook(body: unknown): string[] | null {
  const tags = tagsForWebhook(body);
  if (!tags) return null;
  for (const tag of tags) revalidateTag(tag, 'max');
  log.info('cms', `webhook ${(body as { event: string }).event}: revalidated ${tags.join(', ') || 'nothing'}`);
  return tags;
}
