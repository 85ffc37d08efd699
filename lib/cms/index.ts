import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { revalidateTag } from 'next/cache';
import { cache } from 'react';
import { hasBearerSecret, isSecret } from '@/lib/auth';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { CmsError, cmsErrors } from './errors';
import { parseBlog, parseBlogList, type Blog, type BlogSummary } from './parse';
import { cmsTags, tagsForWebhook } from './webhook';

export type { Blog, BlogImage, BlogSeo, BlogSummary } from './parse';
export * from './client';

/** Time-based fallback of the cached reads; webhooks normally refresh them within seconds. */
const revalidateSeconds = 60;
const timeoutMs = 5000;

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
): Promise<{ status: number; json: unknown }> {
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
    const kept = draft ? undefined : lastGood.get(path);
    if (!kept) throw error;
    log.warn('cms', `GET ${path} failed (${reason(error)}); serving its last good answer`);
    return kept;
  }
}

/** A failure and its causes in one line, for the logs. */
const reason = (error: unknown): string =>
  error instanceof Error
    ? [error.message, error.cause !== undefined && reason(error.cause)].filter(Boolean).join(' ← ')
    : String(error);

/** Every published post, newest first. Throws a CmsError with the specification's message. */
export async function listPublishedBlogs(): Promise<BlogSummary[]> {
  try {
    const { status, json } = await strapiGet(
      '/api/blogs?filters[published][$eq]=true&populate=images',
      { tags: [cmsTags.blogList] },
    );
    if (status !== 200) throw new CmsError(`Strapi answered ${status}`);
    const { posts, skipped } = parseBlogList(json, env.STRAPI_URL);
    if (skipped > 0) log.warn('cms', `${skipped} blog entries did not have the expected shape`);
    return posts;
  } catch (error) {
    log.error('cms', `${cmsErrors.listFailed} ${reason(error)}`);
    throw new CmsError(cmsErrors.listFailed, { cause: error });
  }
}

// Strapi's document ids are short lowercase tokens; anything else cannot be a post.
const documentIdPattern = /^[a-z0-9]{1,64}$/;

/** Whether a string can be a Strapi document id (short lowercase tokens). */
export const isDocumentId = (value: string) => documentIdPattern.test(value);

const postQuery = 'populate[images]=true&populate[seo][populate][shareImage]=true';

/**
 * One post by its documentId, or null when there is none (unknown, deleted or, outside Draft
 * Mode, not published). `draft` (a marketer's preview) reads Strapi directly with the server-side
 * token and also returns unpublished posts. Throws a CmsError when Strapi cannot be read. Shared
 * by a page, its metadata and its card.
 */
export const getBlog = cache(async (documentId: string, draft = false): Promise<Blog | null> => {
  if (!isDocumentId(documentId)) return null;
  try {
    const { status, json } = await strapiGet(
      `/api/blogs/${documentId}?${postQuery}`,
      draft ? { draft } : { tags: [cmsTags.blog(documentId)] },
    );
    if (status === 404) return null;
    if (status !== 200) throw new CmsError(`Strapi answered ${status}`);
    const blog = parseBlog(json, env.STRAPI_URL);
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
 * Awaits a read for a page and decides what a failure becomes. While building and in `next dev`
 * there is no earlier page to keep, so the error comes back to be shown in place. A running
 * production server rethrows instead: the regeneration fails and Next keeps serving the last
 * good page (a page never rendered shows its route's error boundary until Strapi is back).
 */
export async function orErrorState<T>(read: Promise<T>): Promise<T | CmsError> {
  try {
    return await read;
  } catch (error) {
    const nothingToKeep =
      process.env.NODE_ENV !== 'production' || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD;
    if (error instanceof CmsError && nothingToKeep) return error;
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
