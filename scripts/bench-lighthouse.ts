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
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumFlags, hasSystemChromium, systemChromiumPath } from './lib/chromium';
import {
  compareToFloor,
  documentProtocol,
  formatFloorComparisons,
  formatMainThread,
  medianScores,
  pageScores,
  type LighthouseReport,
  type PageScores,
} from './lib/lighthouse-scores';
import { benchTargets } from './lib/floor';

const root = path.resolve(__dirname, '..');
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

async function main() {
  const {
    paths,
    siteUrl,
    floorUrl,
    stop: stopAll,
  } = await benchTargets({ baseUrl, protocol, edgePort, onlyPages });
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
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
