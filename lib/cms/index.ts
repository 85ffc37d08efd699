import 'server-only';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { revalidateTag } from 'next/cache';
import { cache } from 'react';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { CmsError, cmsErrors } from './errors';
import { parseBlog, parseBlogList, type Blog, type BlogSummary } from './parse';
import { cmsTags, hasBearerSecret, tagsForWebhook } from './webhook';

export type { Blog, BlogImage, BlogSummary } from './parse';
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
 * The last good answer of each read, for a running server to fall back on while Strapi is down.
 * Next keeps the last good page when a regeneration fails, but only while the page is still in
 * its cache: with the shared cache (Redis), a webhook removes the entries instead of marking them
 * stale, so the next visit renders from Strapi with nothing to keep. Only successful answers are
 * kept, one per read path (the list and each post read), so it cannot grow with bad ids.
 */
const lastGood = new Map<string, { status: number; json: unknown }>();

async function strapiGet(path: string, tags: string[]): Promise<{ status: number; json: unknown }> {
  try {
    const { status, json } = await withDeadline(
      fetch(new URL(path, env.STRAPI_URL), {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
        next: { revalidate: revalidateSeconds, tags: [cmsTags.all, ...tags] },
      }).then(async (response) => ({
        status: response.status,
        json: (await response.json().catch(() => undefined)) as unknown,
      })),
    );
    log.debug('cms', `GET ${path} → ${status}`, json);
    if (status >= 500) throw new CmsError(`Strapi answered ${status}`);
    if (status === 200) lastGood.set(path, { status, json });
    return { status, json };
  } catch (error) {
    const kept = lastGood.get(path);
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
      [cmsTags.blogList],
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

/**
 * One published post by its documentId, or null when there is none (unknown, deleted or not
 * published). Throws a CmsError when Strapi cannot be read. Shared by a page and its metadata.
 */
export const getBlog = cache(async (documentId: string): Promise<Blog | null> => {
  if (!documentIdPattern.test(documentId)) return null;
  try {
    const { status, json } = await strapiGet(`/api/blogs/${documentId}?populate=images`, [
      cmsTags.blog(documentId),
    ]);
    if (status === 404) return null;
    if (status !== 200) throw new CmsError(`Strapi answered ${status}`);
    return parseBlog(json, env.STRAPI_URL);
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
