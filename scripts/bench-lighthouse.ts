/**
 * Lighthouse (mobile, its default simulated throttling) on every public page of a running
 * production build, with Debian's Chromium. Prints the four scores and LCP, TBT and CLS per
 * page. A benchmark, not a test: it reports, it does not fail on low scores.
 *   npm run preview                                   (in another terminal)
 *   npm run bench:lighthouse -- http://localhost:3000 (or BENCH_URL=…; that is the default)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { indexedPages } from '../lib/routes';
import { chromiumFlags, hasSystemChromium, systemChromiumPath } from './lib/chromium';
import { formatScores, pageScores, type PageScores } from './lib/lighthouse-scores';
import { httpAnswers } from './lib/processes';

const root = path.resolve(__dirname, '..');
const baseUrl = process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000';

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
  console.log(`Lighthouse (mobile) against ${baseUrl}, one page at a time…\n`);
  const results: PageScores[] = [];
  for (const page of indexedPages) {
    const url = new URL(page.path, baseUrl).href;
    const started = Date.now();
    try {
      results.push(
        pageScores(page.path, (await lighthouse(url)) as Parameters<typeof pageScores>[1]),
      );
      console.log(`  ${page.path} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    } catch (error) {
      console.error(`  ${page.path}: ${(error as Error).message}`);
    }
  }
  console.log(`\n${formatScores(results)}`);
}

void main();
