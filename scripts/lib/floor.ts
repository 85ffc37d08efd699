import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { indexedPages } from '../../lib/routes';
import { assembleStandalone } from '../assemble-standalone';
import { postPaths } from './lighthouse-scores';
import { freePort, httpGet, waitFor } from './processes';

/**
 * The benchmarks' floor (docs/benchmarks.md): bench/floor, a bare Next.js page built with the
 * repository's Next and the site's delivery options, and the pages measured against it.
 */
const root = path.resolve(__dirname, '../..');
const floorRoot = path.join(root, 'bench/floor');

/** Builds the floor with the repository's Next and starts its standalone server. */
export async function startFloor(): Promise<{ url: URL; stop(): void }> {
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

/**
 * The public pages and the newest post that answers (the sitemap may list a deleted one);
 * `onlyPages` keeps those named ("post" for the post).
 */
export async function pagesToMeasure(baseUrl: string, onlyPages?: string[]): Promise<string[]> {
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
