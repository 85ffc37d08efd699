/** The four Lighthouse categories, in the order the benchmark prints them. */
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

export interface PageScores {
  path: string;
  /** 0 to 1 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** Largest Contentful Paint, Total Blocking Time (ms) and Cumulative Layout Shift. */
  metrics: { lcpMs: number | null; tbtMs: number | null; cls: number | null };
}

export interface LighthouseReport {
  categories?: Partial<Record<Category, { score: number | null }>>;
  audits?: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

/** The scores and key metrics of one Lighthouse JSON report. */
export function pageScores(path: string, report: LighthouseReport): PageScores {
  const audit = (id: string) => report.audits?.[id]?.numericValue ?? null;
  return {
    path,
    scores: Object.fromEntries(
      categories.map((category) => [category, report.categories?.[category]?.score ?? null]),
    ) as Record<Category, number | null>,
    metrics: {
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    },
  };
}

/** The protocol the page itself came over (h2, http/1.1): the first of the network requests. */
export function documentProtocol(report: LighthouseReport): string | undefined {
  const first = report.audits?.['network-requests']?.details?.items?.[0] as
    { protocol?: string } | undefined;
  return first?.protocol;
}

function median(values: (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** One page's runs as one line: the median of each score and metric (runs that scored it). */
export function medianScores(runs: readonly PageScores[]): PageScores {
  const of = (pick: (run: PageScores) => number | null) => median(runs.map(pick));
  return {
    path: runs[0]?.path ?? '',
    scores: Object.fromEntries(
      categories.map((category) => [category, of((run) => run.scores[category])]),
    ) as Record<Category, number | null>,
    metrics: {
      lcpMs: of((run) => run.metrics.lcpMs),
      tbtMs: of((run) => run.metrics.tbtMs),
      cls: of((run) => run.metrics.cls),
    },
  };
}

/** The blog posts a sitemap lists, newest first, as paths. */
export function postPaths(sitemapXml: string): string[] {
  return [...sitemapXml.matchAll(/<loc>([^<]*\/blogs\/[^<]+)<\/loc>/g)].flatMap(([, loc]) =>
    loc && URL.canParse(loc) ? [new URL(loc).pathname] : [],
  );
}

const score = (value: number | null) => (value === null ? '–' : value.toFixed(2));
const number = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));

/** A plain-text table: one page per line, the four scores, then LCP, TBT and CLS. */
export function formatScores(pages: readonly PageScores[]): string {
  const pathWidth = Math.max('page'.length, ...pages.map((page) => page.path.length));
  const columns = ['perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'TBT ms', 'CLS'];
  const header = `${'page'.padEnd(pathWidth)}  ${columns.map((column) => column.padStart(7)).join(' ')}`;
  const lines = pages.map((page) => {
    const cells = [
      ...categories.map((category) => score(page.scores[category])),
      number(page.metrics.lcpMs),
      number(page.metrics.tbtMs),
      number(page.metrics.cls, 3),
    ];
    return `${page.path.padEnd(pathWidth)}  ${cells.map((cell) => cell.padStart(7)).join(' ')}`;
  });
  return [header, '-'.repeat(header.length), ...lines].join('\n');
}
