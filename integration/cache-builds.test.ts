/**
 * Old builds' entries in the shared cache, pruned in a real Redis (Debian's redis-server, on a
 * port of its own, in memory): what a build still running keeps, what a build whose instances
 * are gone loses, and the command operators run. Also what the cache handler itself keeps apart:
 * two builds given the same deployment id.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { createClient } from '@redis/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  entryPrefix,
  heartbeatKey,
  heartbeatTtlSeconds,
  keepBuildAlive,
  pruneBuilds,
} from '../lib/cache/builds.mjs';
import { redisServer } from '../scripts/lib/pieces';
import { freePort, ProcessGroup, waitFor } from '../scripts/lib/processes';

const root = path.resolve(__dirname, '..');
const processes = new ProcessGroup((label, code) => {
  console.error(`${label} exited unexpectedly (code ${code})`);
});
let client: ReturnType<typeof createClient>;
let url = '';

beforeAll(async () => {
  const redis = redisServer({ REDIS_PORT: String(await freePort()) });
  url = redis.url;
  processes.start({ ...redis.process, quiet: true });
  await waitFor('redis', redis.readyWhen, redis.readyTimeoutMs);
  client = createClient({ url });
  await client.connect();
});

afterAll(async () => {
  client?.destroy();
  await processes.stopAll();
});

beforeEach(() => client.flushAll());

/** A build's cache as the library writes it: pages, a fetch entry and the tag index. */
async function writeBuild(build: string) {
  const prefix = entryPrefix(build);
  await client.set(`${prefix}/blogs`, '{"value":{}}');
  await client.set(`${prefix}9f86d081884c7d659a2feaa0c55ad015`, '{"value":{}}');
  await client.hSet(`${prefix}__sharedTags__`, '/blogs', '["blogs"]');
  await client.hSet(`${prefix}__revalidated_tags__`, '_N_T_/blogs', String(Date.now()));
}

const keysOf = async (build: string) => (await client.keys(`${entryPrefix(build)}*`)).sort();

describe('pruning old builds from the shared cache', () => {
  it('removes every entry and the tag index of a build no instance runs, and only those', async () => {
    await writeBuild('build-a');
    await writeBuild('build-b');
    await writeBuild('build-c');
    // Written before builds had entries of their own.
    await client.set('site:/', '{"value":{}}');
    await client.hSet('site:__sharedTags__', '/', '[]');
    // build-b has an instance running; build-c is the one pruning (just starting).
    await client.set(heartbeatKey('build-b'), 'now', { EX: heartbeatTtlSeconds });
    await client.set('sesiones:1', 'not the cache');

    const removed = await pruneBuilds(client, { keep: ['build-c'] });

    expect(removed.get('build-a')).toBe(4);
    expect(await keysOf('build-a')).toEqual([]);
    expect(await keysOf('build-b')).toHaveLength(4);
    expect(await keysOf('build-c')).toHaveLength(4);
    expect(await client.keys('site:[/_]*')).toEqual([]);
    expect(await client.get('sesiones:1')).toBe('not the cache');
  });

  it('keeps a build while its heartbeat lasts and removes it once the heartbeat expired', async () => {
    await writeBuild('build-a');
    await client.set(heartbeatKey('build-a'), 'now', { PX: 300 });
    expect((await pruneBuilds(client)).size).toBe(0);
    expect(await keysOf('build-a')).toHaveLength(4);

    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await pruneBuilds(client)).toEqual(new Map([['build-a', 4]]));
    expect(await keysOf('build-a')).toEqual([]);
  });

  it("an instance's start announces its build before it prunes the builds that are gone", async () => {
    await writeBuild('build-a');
    await writeBuild('build-b');
    const logged: string[] = [];
    const stop = await keepBuildAlive(client, 'build-b', {
      info: (message) => logged.push(message),
      failed: (error) => {
        throw error;
      },
    });
    stop();
    const ttl = await client.ttl(heartbeatKey('build-b'));
    expect(ttl).toBeGreaterThan(heartbeatTtlSeconds - 5);
    expect(ttl).toBeLessThanOrEqual(heartbeatTtlSeconds);
    expect(await keysOf('build-a')).toEqual([]);
    expect(await keysOf('build-b')).toHaveLength(4);
    expect(logged).toEqual(['removed 4 entries of build build-a, which no instance runs any more']);
    // A second instance of build-b now keeps what the first wrote.
    expect((await pruneBuilds(client)).size).toBe(0);
  });

  it('`npm run cache:prune` does the same for an operator', async () => {
    await writeBuild('build-a');
    await writeBuild('build-b');
    await client.set(heartbeatKey('build-b'), 'now', { EX: heartbeatTtlSeconds });
    const { stdout } = await promisify(execFile)(
      path.join(root, 'node_modules', '.bin', 'tsx'),
      [path.join(root, 'scripts', 'cache-prune.ts')],
      { cwd: root, env: { ...process.env, REDIS_URL: url } },
    );
    expect(stdout).toContain('build-a: 4 entries removed');
    expect(stdout).toContain('Builds still running: build-b');
    expect(await keysOf('build-a')).toEqual([]);
    expect(await keysOf('build-b')).toHaveLength(4);
  });
});

/**
 * One instance of a build, as Next runs the cache handler: its own process, the build's
 * `.next/BUILD_ID` beside `serverDistDir`, the deployment id Next puts in the environment.
 * Stores a fetch entry `/blogs` holding `body`, or (without it) prints what it reads there.
 */
async function instanceOf(build: { dir: string; deploymentId: string }, body?: string) {
  const handler = pathToFileURL(path.join(root, 'lib', 'cache', 'cache-handler.mjs')).href;
  const script = `
    const { default: CacheHandler } = await import(${JSON.stringify(handler)});
    const cache = new CacheHandler({ serverDistDir: ${JSON.stringify(path.join(build.dir, 'server'))}, dev: false });
    const body = process.env.ENTRY_BODY;
    if (body) {
      const value = { kind: 'FETCH', data: { headers: {}, body, status: 200, url: '/blogs' }, revalidate: 600 };
      await cache.set('/blogs', value, { tags: [], revalidate: 600 });
    } else {
      console.log(JSON.stringify((await cache.get('/blogs', { kind: 'FETCH', softTags: [] }))?.value?.data?.body ?? null));
    }
    process.exit(0);
  `;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', script],
    {
      cwd: root,
      env: {
        ...process.env,
        REDIS_URL: url,
        NEXT_DEPLOYMENT_ID: build.deploymentId,
        NEXT_PHASE: 'phase-production-server',
        ENTRY_BODY: body ?? '',
      },
    },
  );
  return stdout.trim().split('\n').at(-1);
}

describe("the cache handler's keys", () => {
  it('keeps two builds apart even when an operator gives both the same deployment id', async () => {
    const dirs = mkdtempSync(path.join(tmpdir(), 'cache-builds-'));
    try {
      const [older, newer] = ['1795751774000-1', '1795751999000-2'].map((buildId) => {
        const dir = path.join(dirs, buildId);
        mkdirSync(path.join(dir, 'server'), { recursive: true });
        writeFileSync(path.join(dir, 'BUILD_ID'), buildId);
        return { dir, deploymentId: 'release-7' };
      });
      await instanceOf(older!, 'páginas de la versión anterior');
      expect(await instanceOf(older!)).toBe('"páginas de la versión anterior"');
      // The newer build, under the same deployment id, does not serve the older one's entry.
      expect(await instanceOf(newer!)).toBe('null');
      expect(await client.keys('site:release-7+1795751774000-1:*')).not.toEqual([]);
    } finally {
      rmSync(dirs, { recursive: true, force: true });
    }
  });
});
