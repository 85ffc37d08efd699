/**
 * Removes old builds' entries from the shared cache: npm run cache:prune
 * Every entry and tag index of a build no instance announced in the last 90 s goes (the same
 * prune each instance runs at start and every 10 minutes). REDIS_URL names the Redis.
 */
import path from 'node:path';
import { createClient } from '@redis/client';
import { liveBuilds, pruneBuilds } from '../lib/cache/builds.mjs';
import { loadStackEnv } from './lib/env-files';

async function main() {
  const url = loadStackEnv(path.resolve(__dirname, '..')).REDIS_URL;
  if (!url) {
    console.error('REDIS_URL is not set: there is no shared cache to prune.');
    process.exitCode = 1;
    return;
  }
  const client = createClient({ url });
  await client.connect();
  try {
    const removed = await pruneBuilds(client);
    for (const [build, count] of removed) console.log(`${build}: ${count} entries removed`);
    if (removed.size === 0) console.log('No old build left anything in the shared cache.');
    console.log(`Builds still running: ${[...(await liveBuilds(client))].join(', ') || 'none'}`);
  } finally {
    client.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
