/**
 * Prints every route's first-load JavaScript (gzip) from the last `next build` and its ratio
 * to the smallest route of that build. A benchmark, not a test: it reports, it does not fail.
 *   npm run bench:bundle     (after `npm run build` or `npm run preview`)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { formatRouteSizes, routeSizes, type RouteBundleStats } from './lib/bundle-stats';

const root = path.resolve(__dirname, '..');
const statsFile = path.join(root, '.next/diagnostics/route-bundle-stats.json');
/** The home page's ratio to the smallest route should stay at or below this. */
const homeBudget = 1.15;

let stats: RouteBundleStats[];
try {
  stats = JSON.parse(readFileSync(statsFile, 'utf8')) as RouteBundleStats[];
} catch {
  console.error(`✖ ${path.relative(root, statsFile)} not found: run \`npm run build\` first.`);
  process.exit(1);
}

const sizes = routeSizes(stats, (chunk) => gzipSync(readFileSync(path.join(root, chunk))).length);
console.log(formatRouteSizes(sizes));
const home = sizes.find((size) => size.route === '/');
if (home) {
  const verdict = home.ratio <= homeBudget ? 'within' : 'OVER';
  console.log(
    `\nHome page: ${home.ratio.toFixed(3)} × the smallest route (${verdict} the ${homeBudget} budget)`,
  );
}
