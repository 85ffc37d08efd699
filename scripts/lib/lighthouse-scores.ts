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

interface LighthouseReport {
  categories?: Partial<Record<Category, { score: number | null }>>;
  audits?: Record<string, { numericValue?: number }>;
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
