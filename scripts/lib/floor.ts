import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { indexedPages } from '../../lib/routes';
import { assembleStandalone } from '../assemble-standalone';
import { postPaths } from './lighthouse-scores';
import { answers, freePort, httpGet, waitFor } from './processes';
import { hasCaddy, startTlsEdge, type TlsEdge } from './tls-edge';

/**
 * The benchmarks' floor (docs/benchmarks.md): bench/floor, a bare Next.js page built with the
 * repository's Next and the site's delivery options, and the pages measured against it.
 */
const root = path.resolve(__dirname, '../..');
const floorRoot = path.join(root, 'bench/floor');

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

/**
 * The public pages and the newest post that answers (the sitemap may list a deleted one);
 * `onlyPages` keeps those named ("post" for the post).
 */
async function pagesToMeasure(baseUrl: string, onlyPages?: string[]): Promise<string[]> {
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

/**
 * What a benchmark measures, ready: its settings and the site checked (BENCH_PROTOCOL, Caddy for
 * `h2`, a server answering at `baseUrl`: each failure ends the process with its reason), the
 * pages, the floor built and started, and with `h2` each behind a Caddy of its own (`edgePort`
 * and the next port). `stop` ends what it started.
 */
export async function benchTargets({
  baseUrl,
  protocol,
  edgePort,
  onlyPages,
}: {
  baseUrl: string;
  protocol: string;
  edgePort: number;
  onlyPages?: string[];
}): Promise<{ paths: string[]; siteUrl: URL; floorUrl: URL; stop(): Promise<void> }> {
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
  const paths = await pagesToMeasure(baseUrl, onlyPages);
  const floor = await startFloor();
  const edges: TlsEdge[] = [];
  const stop = async () => {
    floor.stop();
    await Promise.all(edges.map((edge) => edge.stop()));
  };
  let siteUrl = new URL(baseUrl);
  let floorUrl = floor.url;
  if (protocol === 'h2') {
    edges.push(await startTlsEdge(siteUrl, edgePort), await startTlsEdge(floorUrl, edgePort + 1));
    [siteUrl, floorUrl] = edges.map((edge) => edge.url) as [URL, URL];
  }
  return { paths, siteUrl, floorUrl, stop };
}
