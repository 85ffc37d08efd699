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
