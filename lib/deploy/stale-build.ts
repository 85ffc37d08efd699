/**
 * A browser still running an older build's JavaScript after a redeploy asks the server for
 * script chunks it no longer has (a lazy component, a page it prefetched before). Next's own
 * version-skew check only runs when a navigation reaches the server; this covers the rest: a
 * missing chunk loads the page again, from the new build.
 */

/** Turbopack's and webpack's messages for a script chunk that did not load. */
const missingChunk = /Failed to load chunk|Loading chunk [\w/.-]+ failed|ChunkLoadError/;

/** Whether an error (or a rejection's reason) is a script chunk that failed to load. */
export function isMissingChunk(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason ?? '');
  return missingChunk.test(text);
}

/** A page reloaded for a missing chunk is not reloaded again this soon (a real outage). */
export const reloadQuietMs = 30_000;

/** Whether to reload now, given when this page address was last reloaded for it (if ever). */
export function shouldReload(lastReloadAt: number | undefined, now: number): boolean {
  return lastReloadAt === undefined || now - lastReloadAt >= reloadQuietMs;
}
