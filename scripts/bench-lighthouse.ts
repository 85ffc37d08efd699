/**
 * Lighthouse (mobile, its default simulated throttling) on every public page of a running
 * production build and on its newest blog post, with Debian's Chromium: three runs per page
 * (BENCH_RUNS), printed as the median of the four scores and of LCP, TBT and CLS. A benchmark,
 * not a test: it reports, it does not fail on low scores.
 *   npm run preview                                   (in another terminal)
 *   npm run bench:lighthouse -- http://localhost:3000 (or BENCH_URL=…; that is the default)
 *
 * The pages are loaded as visitors load them: over HTTPS and HTTP/2, through Debian's Caddy in
 * front of the server (scripts/lib/tls-edge.ts, port BENCH_EDGE_PORT, 3443 by default), like the
 * production load balancer. BENCH_PROTOCOL=http1 loads them straight from the server instead,
 * over plain HTTP/1.1, which no visitor uses: Lighthouse then simulates six cold connections
 * for the page's scripts, and its LCP estimate counts every script that arrived before the
 * first paint, which on localhost is all of them.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { indexedPages } from '../lib/routes';
import { chromiumFlags, hasSystemChromium, systemChromiumPath } from './lib/chromium';
import {
  documentProtocol,
  formatScores,
  medianScores,
  pageScores,
  postPaths,
  type LighthouseReport,
  type PageScores,
} from './lib/lighthouse-scores';
import { answers, httpGet } from './lib/processes';
import { hasCaddy, startTlsEdge, type TlsEdge } from './lib/tls-edge';

const root = path.resolve(__dirname, '..');
const baseUrl = process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000';
// One run varies by several points on a busy machine; the median of three is steadier.
const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);
const protocol = process.env.BENCH_PROTOCOL ?? 'h2';
const edgePort = Number(process.env.BENCH_EDGE_PORT ?? 3443);

function lighthouse(url: string, extraChromeFlags: string[]): Promise<unknown> {
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
      if (code === 0) resolve(JSON.parse(output));
      else reject(new Error(`lighthouse exited with ${code}: ${errors.trim()}`));
    });
  });
}

async function main() {
  if (protocol !== 'h2' && protocol !== 'http1') {
    console.error(`✖ BENCH_PROTOCOL must be h2 or http1, got "${protocol}"`);
    process.exit(1);
  }
  if (protocol === 'h2' && !hasCaddy()) {
    console.error(
      "✖ Measuring over HTTPS and HTTP/2 needs Debian's Caddy: apt-get install -y caddy\n" +
        '  (or BENCH_PROTOCOL=http1 to load the pages straight from the server)',
    );
    process.exit(1);
  }
  if (!(await answers(httpGet(baseUrl), 2000))) {
    console.error(
      `✖ Nothing answers at ${baseUrl}. Start the production build first:\n  npm run preview`,
    );
    process.exit(1);
  }
  // A post as visitors reach it: the newest one of the sitemap that answers (the sitemap may
  // still list a post deleted a moment ago).
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
  let edge: TlsEdge | undefined;
  if (protocol === 'h2') {
    edge = await startTlsEdge(new URL(baseUrl), edgePort);
    process.once('SIGINT', () => void edge?.stop().then(() => process.exit(130)));
  }
  const measuredUrl = edge?.url.href ?? baseUrl;
  // Caddy's certificate comes from its own throw-away authority.
  const chromeFlags = edge ? ['--ignore-certificate-errors'] : [];
  console.log(
    `Lighthouse (mobile) against ${measuredUrl}` +
      (edge ? ` (HTTPS in front of ${baseUrl})` : '') +
      `, ${runsPerPage} runs per page, one at a time…\n`,
  );
  // A deployed server has served its pages before: one unscored run of the first page warms
  // this one (its code, the static files and the image optimiser's cache) before measuring.
  await lighthouse(new URL(paths[0] ?? '/', measuredUrl).href, chromeFlags).catch(() => {});
  const protocols = new Set<string>();
  const results: PageScores[] = [];
  for (const pagePath of paths) {
    const url = new URL(pagePath, measuredUrl).href;
    const runs: PageScores[] = [];
    for (let run = 1; run <= runsPerPage; run++) {
      const started = Date.now();
      try {
        const report = (await lighthouse(url, chromeFlags)) as LighthouseReport;
        runs.push(pageScores(pagePath, report));
        protocols.add(documentProtocol(report) ?? 'unknown');
        console.log(`  ${pagePath} #${run} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      } catch (error) {
        console.error(`  ${pagePath} #${run}: ${(error as Error).message}`);
      }
    }
    if (runs.length > 0) results.push(medianScores(runs));
  }
  await edge?.stop();
  console.log(
    `\nMedian of ${runsPerPage} runs per page (pages loaded over ${[...protocols].join(', ')}):\n` +
      formatScores(results),
  );
}

void main();
