/**
 * How fast a marketer's edit in Strapi reaches the web instance that did not get the webhook,
 * against a running `WEB_INSTANCES=2 npm run preview` (same .env/.env.local, so the same ports):
 * 20 edits of one post, each timed from the save until the second instance's page shows it, then
 * the cache hit ratio each instance reported (Next's x-nextjs-cache header on its pages) and
 * Redis's own. A benchmark, not a test: it prints figures (target: median < 2 s, p95 < 5 s).
 *   WEB_INSTANCES=2 npm run preview      (in another terminal)
 *   npm run bench:propagation
 */
import { createConnection } from 'node:net';
import path from 'node:path';
import { CmsAdmin, paragraph, uniqueTitle } from '../e2e/cms';
import { loadStackEnv } from './lib/env-files';
import { answers, httpGet } from './lib/processes';

const root = path.resolve(__dirname, '..');
const env = loadStackEnv(root);
const port = Number(env.PORT || 3000);
const [first, second] = [port, port + 1].map((p) => `http://localhost:${p}`) as [string, string];
const redisUrl = new URL(env.REDIS_URL || `redis://127.0.0.1:${env.REDIS_PORT || 6380}`);
const edits = 20;

/** Next's verdict on each page answer, per instance. */
const verdicts = new Map<string, Map<string, number>>();

async function load(origin: string, pathname: string): Promise<string> {
  const response = await fetch(`${origin}${pathname}`);
  const verdict = response.headers.get('x-nextjs-cache') ?? 'none';
  const counts = verdicts.get(origin) ?? new Map<string, number>();
  counts.set(verdict, (counts.get(verdict) ?? 0) + 1);
  verdicts.set(origin, counts);
  return response.text();
}

/** Redis's keyspace hits and misses (INFO stats), over a plain connection. */
function redisStats(): Promise<{ hits: number; misses: number }> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(Number(redisUrl.port || 6379), redisUrl.hostname);
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (!reply.includes('keyspace_misses')) return;
      socket.end();
      const read = (name: string) => Number(new RegExp(`${name}:(\\d+)`).exec(reply)?.[1] ?? 0);
      resolve({ hits: read('keyspace_hits'), misses: read('keyspace_misses') });
    });
    socket.on('error', reject);
    socket.write('INFO stats\r\n');
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ratio = (hits: number, total: number) =>
  total ? `${((hits / total) * 100).toFixed(0)} % (${hits} of ${total})` : 'n/a';

async function main() {
  for (const origin of [first, second]) {
    if (!(await answers(httpGet(origin), 2000))) {
      console.error(
        `✖ Nothing answers at ${origin}. Start two instances first:\n  WEB_INSTANCES=2 npm run preview`,
      );
      process.exit(1);
    }
  }
  const cms = await CmsAdmin.signIn(env.STRAPI_URL, {
    email: env.CMS_LOCAL_ADMIN_EMAIL ?? '',
    password: env.CMS_LOCAL_ADMIN_PASSWORD ?? '',
  });
  let title = uniqueTitle('Medición de propagación');
  const documentId = await cms.create({
    title,
    published: true,
    contentHTML: paragraph('Medición.'),
  });
  const post = `/blogs/${documentId}`;
  const times: number[] = [];
  try {
    while (!(await load(second, post)).includes(title))
      await new Promise((r) => setTimeout(r, 100));
    const before = await redisStats();
    console.log(`${edits} edits of ${post}; webhook to ${first}, timed on ${second}\n`);
    for (let edit = 1; edit <= edits; edit++) {
      // Visitors on both instances have the page and the list cached before the edit.
      for (const origin of [first, second])
        for (const page of [post, '/blogs', post]) await load(origin, page);
      title = uniqueTitle('Medición de propagación');
      const started = performance.now();
      await cms.update(documentId, { title });
      while (!(await load(second, post)).includes(title))
        await new Promise((r) => setTimeout(r, 50));
      const ms = performance.now() - started;
      times.push(ms);
      console.log(`  edit ${String(edit).padStart(2)}: ${(ms / 1000).toFixed(2)} s`);
    }
    const after = await redisStats();
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`\nTime until the edit shows on the second instance (${edits} edits)`);
    console.log(`  median ${(percentile(sorted, 50) / 1000).toFixed(2)} s   (target < 2 s)`);
    console.log(`  p95    ${(percentile(sorted, 95) / 1000).toFixed(2)} s   (target < 5 s)`);
    console.log(`  max    ${((sorted.at(-1) ?? NaN) / 1000).toFixed(2)} s`);
    console.log('\nCache hit ratio of the page answers (x-nextjs-cache: HIT of all that carry it)');
    for (const [origin, counts] of verdicts) {
      const carried = [...counts]
        .filter(([verdict]) => verdict !== 'none')
        .reduce((sum, [, n]) => sum + n, 0);
      const detail = [...counts].map(([verdict, n]) => `${verdict} ${n}`).join(', ');
      console.log(`  ${origin}: ${ratio(counts.get('HIT') ?? 0, carried)}  [${detail}]`);
    }
    const hits = after.hits - before.hits;
    const misses = after.misses - before.misses;
    console.log(`  Redis keyspace (both instances): ${ratio(hits, hits + misses)}`);
  } finally {
    await cms.remove(documentId);
    await cms.dispose();
  }
}

void main();
