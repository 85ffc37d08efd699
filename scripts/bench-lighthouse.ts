/**
 * Lighthouse (mobile, its default simulated throttling) on every public page of a running
 * production build and on its newest blog post, each measured against the framework's floor: a
 * bare Next.js page (bench/floor) that this script builds with the same Next and delivery
 * options and serves the same way. Floor and page runs alternate (floor, page, floor, page…),
 * BENCH_RUNS (5) of each per page, so both see the same machine; it prints per page the median
 * TBT, LCP and CLS beside the floor's, the ratio or difference, the other scores, Lighthouse's
 * benchmarkIndex, the goals missed, and where the main thread's time went. A benchmark, not a
 * test: it reports, it does not fail.
 *   npm run preview                                   (in another terminal)
 *   npm run bench:lighthouse -- http://localhost:3000 (or BENCH_URL=…; that is the default)
 *   BENCH_PAGES=/,/cvss npm run bench:lighthouse      (only these pages; "post" is the newest post)
 *   BENCH_REPORTS=/tmp/reports npm run bench:lighthouse (also keeps every run's Lighthouse JSON,
 *                                                       to read its long tasks and script costs)
 *
 * The pages are loaded as visitors load them: over HTTPS and HTTP/2, through Debian's Caddy in
 * front of each server (scripts/lib/tls-edge.ts, ports BENCH_EDGE_PORT, 3443, and the next one
 * for the floor), like the production load balancer. BENCH_PROTOCOL=http1 loads them straight
 * from the servers instead, over plain HTTP/1.1, which no visitor uses.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { indexedPages } from '../lib/routes';
import { assembleStandalone } from './assemble-standalone';
import { chromiumFlags, hasSystemChromium, systemChromiumPath } from './lib/chromium';
import {
  compareToFloor,
  documentProtocol,
  formatFloorComparisons,
  formatMainThread,
  medianScores,
  pageScores,
  postPaths,
  type LighthouseReport,
  type PageScores,
} from './lib/lighthouse-scores';
import { answers, freePort, httpGet, waitFor } from './lib/processes';
import { hasCaddy, startTlsEdge, type TlsEdge } from './lib/tls-edge';

const root = path.resolve(__dirname, '..');
const floorRoot = path.join(root, 'bench/floor');
const baseUrl = process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000';
const runsPerPage = Number(process.env.BENCH_RUNS ?? 5);
const protocol = process.env.BENCH_PROTOCOL ?? 'h2';
const edgePort = Number(process.env.BENCH_EDGE_PORT ?? 3443);
const onlyPages = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
const reportsDir = process.env.BENCH_REPORTS;

function lighthouse(url: string, extraChromeFlags: string[]): Promise<LighthouseReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${[...chromiumFlags, ...extraChromeFlags].join(' ')}`,
      ],
      {
        env: {
          ...process.env,
          ...(hasSystemChromium() ? { CHROME_PATH: systemChromiumPath } : {}),
        },
      },
    );
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as LighthouseReport);
      else reject(new Error(`lighthouse exited with ${code}: ${errors.trim()}`));
    });
  });
}

/** Builds the floor with the repository's Next and starts its standalone server. */
async function startFloor(): Promise<{ url: URL; stop(): void }> {
  console.log('Building the floor (bench/floor) with the same Next.js…');
  const build = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build', floorRoot], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`The floor did not build:\n${build.stdout}${build.stderr}`);
  // The floor traces files from the repository's root: its server.js sits at its own path there.
  const serverDir = path.join(floorRoot, '.next/standalone/bench/floor');
  assembleStandalone(floorRoot, { target: serverDir });
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(serverDir, 'server.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: 'ignore',
  });
  const url = new URL(`http://127.0.0.1:${port}`);
  await waitFor('The floor', httpGet(url), 20_000);
  return { url, stop: () => child.kill('SIGTERM') };
}

/** The public pages and the newest post that answers (the sitemap may list a deleted one). */
async function pagesToMeasure(): Promise<string[]> {
  const sitemap = await fetch(new URL('/sitemap.xml', baseUrl)).then((answer) => answer.text());
  let post: string | undefined;
  for (const candidate of postPaths(sitemap)) {
    if ((await fetch(new URL(candidate, baseUrl))).ok) {
      post = candidate;
      break;
    }
  }
  if (!post) console.error('  The sitemap lists no blog post that answers: none is measured.');
  const paths = [...indexedPages.map((page) => page.path), ...(post ? [post] : [])];
  if (!onlyPages) return paths;
  return paths.filter((page) => onlyPages.includes(page === post ? 'post' : page));
}

async function main() {
  if (protocol !== 'h2' && protocol !== 'http1') {
    console.error(`✖ BENCH_PROTOCOL must be h2 or http1, got "${protocol}"`);
    process.exit(1);
  }
  if (protocol === 'h2' && !hasCaddy()) {
    console.error(
      "✖ Measuring over HTTPS and HTTP/2 needs Debian's Caddy: apt-get install -y caddy\n" +
        '  (or BENCH_PROTOCOL=http1 to load the pages straight from the servers)',
    );
    process.exit(1);
  }
  if (!(await answers(httpGet(baseUrl), 2000))) {
    console.error(
      `✖ Nothing answers at ${baseUrl}. Start the production build first:\n  npm run preview`,
    );
    process.exit(1);
  }
  const paths = await pagesToMeasure();
  const floor = await startFloor();
  const edges: TlsEdge[] = [];
  const stopAll = async () => {
    floor.stop();
    await Promise.all(edges.map((edge) => edge.stop()));
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  let siteUrl = new URL(baseUrl);
  let floorUrl = floor.url;
  if (protocol === 'h2') {
    edges.push(await startTlsEdge(siteUrl, edgePort), await startTlsEdge(floorUrl, edgePort + 1));
    [siteUrl, floorUrl] = edges.map((edge) => edge.url) as [URL, URL];
  }
  // Caddy's certificates come from its own throw-away authority.
  const chromeFlags = protocol === 'h2' ? ['--ignore-certificate-errors'] : [];
  console.log(
    `Lighthouse (mobile) on ${siteUrl.href} and the floor on ${floorUrl.href}` +
      `, ${runsPerPage} runs of each per page, alternating…\n`,
  );
  // A deployed server has served its pages before: one unscored run of each warms them (their
  // code, the static files and the image optimiser's cache) before measuring.
  for (const url of [new URL(paths[0] ?? '/', siteUrl), floorUrl]) {
    await lighthouse(url.href, chromeFlags).catch(() => {});
  }
  const protocols = new Set<string>();
  const comparisons = [];
  for (const pagePath of paths) {
    const runs: Record<'page' | 'floor', PageScores[]> = { page: [], floor: [] };
    for (let run = 1; run <= runsPerPage; run++) {
      for (const [which, url] of [
        ['floor', floorUrl],
        ['page', new URL(pagePath, siteUrl)],
      ] as const) {
        const started = Date.now();
        try {
          const report = await lighthouse(url.href, chromeFlags);
          if (reportsDir) {
            const page = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '_');
            const name = `${page}-${which}-${run}.json`;
            mkdirSync(reportsDir, { recursive: true });
            writeFileSync(path.join(reportsDir, name), JSON.stringify(report));
          }
          runs[which].push(pageScores(which === 'page' ? pagePath : 'floor', report));
          protocols.add(documentProtocol(report) ?? 'unknown');
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          console.log(`  ${which === 'page' ? pagePath : '  floor'} #${run} (${seconds} s)`);
        } catch (error) {
          console.error(
            `  ${which === 'page' ? pagePath : 'floor'} #${run}: ${(error as Error).message}`,
          );
        }
      }
    }
    if (runs.page.length > 0 && runs.floor.length > 0) {
      comparisons.push(compareToFloor(medianScores(runs.page), medianScores(runs.floor)));
    }
  }
  await stopAll();
  console.log(
    `\nMedians of ${runsPerPage} runs per page, each beside the floor's runs alternating with ` +
      `its own (loaded over ${[...protocols].join(', ')}):\n${formatFloorComparisons(comparisons)}` +
      `\n\nMain-thread work (unthrottled ms, medians):\n${formatMainThread(comparisons)}`,
  );
}

void main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
