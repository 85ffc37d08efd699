/** Runs once when a server starts: bad configuration stops it with a message naming the variable. */
export async function register() {
  const { ConfigError, readEnv } = await import('./lib/env-schema');
  const env = readEnv(process.env);
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !env.REDIS_URL) return;
  // next.config.mjs picks the cache when building: a build without REDIS_URL would silently
  // keep each instance's cache to itself.
  if (process.env.BUILT_WITH_SHARED_CACHE !== 'true') {
    throw new ConfigError(
      'Invalid configuration (see .env.example):\n  - REDIS_URL: is set, but the build was made without it (set REDIS_URL for `next build` too)',
    );
  }
  // The pages prerendered by the build go into the shared cache, unless another instance has
  // already put a newer copy there.
  const { registerInitialCache } =
    await import('@fortedigital/nextjs-cache-handler/instrumentation');
  const { default: CacheHandler } = await import('./lib/cache/cache-handler.mjs');
  await registerInitialCache(CacheHandler, { setOnlyIfNotExists: true });
}
