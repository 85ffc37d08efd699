/**
 * Prints every route's first-load JavaScript (gzip) from the last `next build` and its ratio
 * to the smallest route of that build, then checks the budgets below: it exits with 1 when one
 * is broken. A benchmark, not part of `npm test`.
 *   npm run bench:bundle     (after `npm run build` or `npm run preview`)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  budgetVerdicts,
  formatRouteSizes,
  formatVerdicts,
  routeSizes,
  type RouteBundleStats,
} from './lib/bundle-stats';

const root = path.resolve(__dirname, '..');
const statsFile = path.join(root, '.next/diagnostics/route-bundle-stats.json');
/**
 * At most so many times the smallest route. The staff pages leave the Firebase SDK out of their
 * first load: /login has Auth only, /soporte loads it with the live listeners after painting;
 * the desks (/soporte/datos, /soporte/leads) never load it.
 */
const budgets = {
  '/': 1.15,
  '/login': 1.3,
  '/soporte': 1.8,
  '/soporte/datos': 1.4,
  '/soporte/leads': 1.4,
};

let stats: RouteBundleStats[];
try {
  stats = JSON.parse(readFileSync(statsFile, 'utf8')) as RouteBundleStats[];
} catch {
  console.error(`✖ ${path.relative(root, statsFile)} not found: run \`npm run build\` first.`);
  process.exit(1);
}

const sizes = routeSizes(stats, (chunk) => gzipSync(readFileSync(path.join(root, chunk))).length);
console.log(formatRouteSizes(sizes));
const verdicts = budgetVerdicts(sizes, budgets);
console.log(`\nBudgets (× the smallest route):\n${formatVerdicts(verdicts)}`);
if (verdicts.some((verdict) => !verdict.within)) {
  console.error('\n✖ A first-load JavaScript budget is broken.');
  process.exit(1);
}
