import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from '@redis/client';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { cacheBuildName, entryPrefix, keepBuildAlive } from './builds.mjs';

/**
 * Next's incremental cache (ISR pages, the fetch cache and its tags) in Redis, shared by every
 * web instance, through @fortedigital/nextjs-cache-handler. next.config.mjs loads this file only
 * when REDIS_URL is set at build time.
 *
 * Reads go to Redis; writes go to Redis and to a copy in this instance's memory, which answers
 * only while Redis cannot: pages keep coming from that copy or fresh from Strapi, never a 5xx.
 * Redis is left alone for a second after a failure, so an outage costs one short wait per second,
 * not one per request; the first operation to succeed afterwards marks it back.
 *
 * Entries are the build's own (`site:<deployment id>+<build id>:`, see builds.mjs): a new build
 * never serves what an older one cached, even under the same deployment id, and the older one's
 * entries go once none of its instances runs.
 */

/** How long one cache operation on Redis may take before the instance gives up on it. */
const commandTimeoutMs = 1000;
/** While Redis is down, one operation a second tries it again. */
const retryAfterMs = 1000;

/** @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').Handler} Handler */
/** @typedef {import('@fortedigital/nextjs-cache-handler/cache-handler.types').CacheHandlerConfig} Config */

// Not lib/log.ts: Next loads this file outside the app's bundle. Same `[scope] message` lines.
const log = {
  /** @param {string} message */
  info: (message) => console.info(`[cache] ${message}`),
  /** @param {string} message */
  error: (message) => console.error(`[cache] ${message}`),
};

/** One line when Redis goes away and one when it is back, however many requests notice. */
export function outageTracker() {
  let down = false;
  let retryAt = 0;
  return {
    skip: () => down && Date.now() < retryAt,
    /** @param {unknown} error */
    failed(error) {
      retryAt = Date.now() + retryAfterMs;
      if (down) return;
      down = true;
      log.error(
        `Redis unreachable (${error instanceof Error ? error.message : String(error)}): serving from this instance's copy and Strapi until it is back`,
      );
    },
    succeeded() {
      if (!down) return;
      down = false;
      log.info('Redis is back: the cache is shared again');
    },
  };
}

/**
 * The library's Redis handler, each call reported to the tracker and skipped while Redis is down.
 * @param {Handler} handler
 * @param {ReturnType<typeof outageTracker>} outage
 * @returns {Handler}
 */
export function tracked(handler, outage) {
  /**
   * @template {unknown[]} A
   * @template R
   * @param {(...args: A) => Promise<R>} operation
   * @returns {(...args: A) => Promise<R>}
   */
  const wrap =
    (operation) =>
    async (...args) => {
      if (outage.skip()) throw new Error('Redis is down');
      // A frozen Redis keeps the connection open and never answers; the library's abort signal
      // only drops commands not yet sent, so the wait is bounded here.
      const pending = operation(...args);
      pending.catch(() => {});
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const deadline = new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer within ${commandTimeoutMs} ms`)),
          commandTimeoutMs,
        );
      });
      try {
        const result = await Promise.race([pending, deadline]);
        outage.succeeded();
        return /** @type {R} */ (result);
      } catch (error) {
        outage.failed(error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    };
  return {
    ...handler,
    get: wrap(handler.get),
    set: wrap(handler.set),
    revalidateTag: wrap(handler.revalidateTag),
    delete: handler.delete && wrap(handler.delete),
  };
}

/**
 * The library tags page entries (APP_PAGE) with the tags of the fetches they made, read from
 * the entry's `x-next-cache-tags` header, but stores route handler entries (APP_ROUTE: the
 * sitemap, robots, generated images) with none, so `revalidateTag` never reached them and the
 * sitemap stayed stale after a webhook until its time ran out. Next puts the same header on
 * route entries: this gives them their tags the same way.
 * @param {Handler} handler
 * @returns {Handler}
 */
export function withRouteTags(handler) {
  return {
    ...handler,
    async set(key, cacheHandlerValue, ctx) {
      const { value } = cacheHandlerValue;
      const header = value?.kind === 'APP_ROUTE' ? value.headers?.['x-next-cache-tags'] : undefined;
      const headerTags = Array.isArray(header) ? header : String(header ?? '').split(',');
      const extra = headerTags.filter((tag) => tag && !cacheHandlerValue.tags.includes(tag));
      const tagged = extra.length
        ? { ...cacheHandlerValue, tags: Object.freeze([...cacheHandlerValue.tags, ...extra]) }
        : cacheHandlerValue;
      return handler.set(key, tagged, ctx);
    },
  };
}

/**
 * A page that answers 404 (an unknown blog post) is never stored: each random address would
 * otherwise add an entry and a line to the shared tag index, which a webhook then scans whole.
 * Rendering it again is cheap (lib/cms answers unknown ids without asking Strapi).
 * @param {Handler} handler
 * @returns {Handler}
 */
export function withoutNotFoundPages(handler) {
  return {
    ...handler,
    async set(key, cacheHandlerValue, ctx) {
      const { value } = cacheHandlerValue;
      if (value?.kind === 'APP_PAGE' && value.status === 404) return;
      return handler.set(key, cacheHandlerValue, ctx);
    },
  };
}

/**
 * @param {string | undefined} buildId Next's build id, read by the library from `.next/BUILD_ID`
 * @returns {Config | Promise<Config>}
 */
function createConfig(buildId) {
  const memory = withoutNotFoundPages(withRouteTags(createLruHandler()));
  const url = process.env.REDIS_URL;
  // The build renders pages but must not need Redis; without REDIS_URL this instance is alone.
  if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memory] };

  // Next sets it before any cache is made: the build's deploymentId (next.config.mjs).
  const build = cacheBuildName(process.env.NEXT_DEPLOYMENT_ID ?? '', buildId);
  const outage = outageTracker();
  const client = createClient({
    url,
    // Commands fail at once while disconnected instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  client.on('error', (error) => outage.failed(error));
  client.on('ready', () => outage.succeeded());
  // Briefly awaited so a normal start begins shared; past that the memory copy serves until the
  // client, which keeps reconnecting, gets through.
  const connected = client
    .connect()
    .then(
      () => {},
      (error) => outage.failed(error),
    )
    // Also when Redis is down at start: the heartbeat is retried until it gets through.
    .then(() => keepBuildAlive(client, build, { info: log.info, failed: outage.failed }));

  const redis = tracked(
    withoutNotFoundPages(
      withRouteTags(
        createRedisHandler({
          client,
          keyPrefix: entryPrefix(build),
          timeoutMs: commandTimeoutMs,
        }),
      ),
    ),
    outage,
  );
  // The library reads from the first handler that does not fail and writes to all of them.
  const config = { handlers: [redis, memory] };
  return Promise.race([connected, new Promise((resolve) => setTimeout(resolve, 2000))]).then(
    () => config,
  );
}

// Next may load this module more than once (the server and instrumentation.ts): one client.
const shared = /** @type {{ andinaCacheConfig?: Config | Promise<Config> }} */ (globalThis);
CacheHandler.onCreation(({ buildId }) => (shared.andinaCacheConfig ??= createConfig(buildId)));

export default CacheHandler;
