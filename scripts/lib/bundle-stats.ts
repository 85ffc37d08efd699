/** One route of Next's `.next/diagnostics/route-bundle-stats.json`. */
export interface RouteBundleStats {
  route: string;
  firstLoadChunkPaths: readonly string[];
}

export interface RouteSize {
  route: string;
  /** Gzip size of the route's first-load JavaScript, in bytes. */
  gzipBytes: number;
  /** Relative to the smallest route of the same build. */
  ratio: number;
}

/** First-load JavaScript per route, each chunk measured once however many routes share it. */
export function routeSizes(
  stats: readonly RouteBundleStats[],
  gzipSizeOf: (chunkPath: string) => number,
): RouteSize[] {
  const chunkSizes = new Map<string, number>();
  const sizeOf = (chunk: string) => {
    let size = chunkSizes.get(chunk);
    if (size === undefined) {
      size = gzipSizeOf(chunk);
      chunkSizes.set(chunk, size);
    }
    return size;
  };
  const totals = stats.map((entry) => ({
    route: entry.route,
    gzipBytes: entry.firstLoadChunkPaths.reduce((sum, chunk) => sum + sizeOf(chunk), 0),
  }));
  const smallest = Math.min(...totals.map((total) => total.gzipBytes));
  return totals
    .map((total) => ({ ...total, ratio: total.gzipBytes / smallest }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** A plain-text table: route, gzip kB and ratio to the smallest route. */
export function formatRouteSizes(sizes: readonly RouteSize[]): string {
  const routeWidth = Math.max('route'.length, ...sizes.map((size) => size.route.length));
  const header = `${'route'.padEnd(routeWidth)}  first-load JS (gzip)  × smallest`;
  const lines = sizes.map(
    (size) =>
      `${size.route.padEnd(routeWidth)}  ${`${(size.gzipBytes / 1024).toFixed(1)} kB`.padStart(20)}  ${size.ratio.toFixed(3).padStart(10)}`,
  );
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}

/** A route's first-load JavaScript against its budget (at most so many times the smallest route). */
export interface BudgetVerdict {
  route: string;
  budget: number;
  /** Undefined when the build has no such route (renamed or gone): the budget is broken. */
  ratio?: number;
  within: boolean;
}

/** Checks each budgeted route of the build; a budget holds when the ratio is at most its value. */
export function budgetVerdicts(
  sizes: readonly RouteSize[],
  budgets: Readonly<Record<string, number>>,
): BudgetVerdict[] {
  return Object.entries(budgets).map(([route, budget]) => {
    const ratio = sizes.find((size) => size.route === route)?.ratio;
    return { route, budget, ratio, within: ratio !== undefined && ratio <= budget };
  });
}

/** One line per budget: route, ratio, budget and verdict. */
export function formatVerdicts(verdicts: readonly BudgetVerdict[]): string {
  const routeWidth = Math.max(...verdicts.map((verdict) => verdict.route.length));
  return verdicts
    .map(({ route, budget, ratio, within }) => {
      const measured = ratio === undefined ? 'not in this build' : `${ratio.toFixed(3)} ×`;
      return `${route.padEnd(routeWidth)}  ${measured.padStart(17)}  budget ≤ ${budget} ×  ${within ? 'within' : 'OVER'}`;
    })
    .join('\n');
}
