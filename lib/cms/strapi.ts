import 'server-only';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { CmsError } from './errors';
import { cmsTags } from './webhook';

/** Time-based fallback of the cached reads; webhooks normally refresh them within seconds. */
const revalidateSeconds = 60;
/**
 * How long a page rendered while Strapi failed (its error state, or a last good answer) is kept:
 * Strapi sends no webhook when it comes back, so such a page must not wait for the fallback.
 */
const degradedRevalidateSeconds = 10;
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
export async function strapiGet(
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
export const reason = (error: unknown): string =>
  error instanceof Error
    ? [error.message, error.cause !== undefined && reason(error.cause)].filter(Boolean).join(' ← ')
    : String(error);

/** Strapi's own liveness route answers 204; anything else, or no answer, throws. */
export async function pingCms(): Promise<void> {
  const response = await fetch(new URL('/_health', env.STRAPI_URL), {
    cache: 'no-store',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new CmsError(`Strapi answered ${response.status}`);
}

