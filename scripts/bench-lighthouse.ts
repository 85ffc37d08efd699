/**
 * Lighthouse (mobile, its default simulated throttling) on every public page of a running
 * production build and on its newest blog post, with Debian's Chromium: three runs per page
 * (BENCH_RUNS), printed as the median of the four scores and of LCP, TBT and CLS. A benchmark,
 * not a test: it reports, it does not fail on low scores.
 *   npm run preview                                   (in another terminal)
 *   npm run bench:lighthouse -- http://localhost:3000 (or BENCH_URL=…; that is the default)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { indexedPages } from '../lib/routes';
import { chromiumFlags, hasSystemChromium, systemChromiumPath } from './lib/chromium';
import {
  formatScores,
  medianScores,
  pageScores,
  postPaths,
  type PageScores,
} from './lib/lighthouse-scores';
import { httpAnswers } from './lib/processes';

const root = path.resolve(__dirname, '..');
const baseUrl = process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000';
// One run varies by several points on a busy machine; the median of three is steadier.
const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);

function lighthouse(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--only-categories=performance,accessibility,best-practices,seo',
        `--chrome-flags=${chromiumFlags.join(' ')}`,
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
  if (!(await httpAnswers(baseUrl))) {
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
  console.log(
    `Lighthouse (mobile) against ${baseUrl}, ${runsPerPage} runs per page, one at a time…\n`,
  );
  const results: PageScores[] = [];
  for (const pagePath of paths) {
    const url = new URL(pagePath, baseUrl).href;
    const runs: PageScores[] = [];
    for (let run = 1; run <= runsPerPage; run++) {
      const started = Date.now();
      try {
        const report = (await lighthouse(url)) as Parameters<typeof pageScores>[1];
        runs.push(pageScores(pagePath, report));
        console.log(`  ${pagePath} #${run} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      } catch (error) {
        console.error(`  ${pagePath} #${run}: ${(error as Error).message}`);
      }
    }
    if (runs.length > 0) results.push(medianScores(runs));
  }
  console.log(`\nMedian of ${runsPerPage} runs per page:\n${formatScores(results)}`);
}

void main();
