/** The four Lighthouse categories, in the order the benchmark prints them. */
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];

/** Lighthouse's main-thread work groups (audit mainthread-work-breakdown), as printed. */
const mainThreadGroups = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'parse+compile',
  styleLayout: 'style+layout',
  paintCompositeRender: 'paint',
  parseHTML: 'HTML+CSS',
  garbageCollection: 'GC',
  other: 'other',
} as const;
type MainThreadGroup = keyof typeof mainThreadGroups;

export interface PageScores {
  path: string;
  /** 0 to 1 per category; null when Lighthouse could not score it. */
  scores: Record<Category, number | null>;
  /** Largest Contentful Paint, Total Blocking Time (ms) and Cumulative Layout Shift. */
  metrics: { lcpMs: number | null; tbtMs: number | null; cls: number | null };
  /** Lighthouse's measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number | null;
  /** Main-thread time per group (ms, unthrottled: what the browser really spent). */
  mainThread: Record<MainThreadGroup, number>;
}

export interface LighthouseReport {
  categories?: Partial<Record<Category, { score: number | null }>>;
  audits?: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
  environment?: { benchmarkIndex?: number };
}

const noMainThreadWork = () =>
  Object.fromEntries(Object.keys(mainThreadGroups).map((group) => [group, 0])) as Record<
    MainThreadGroup,
    number
  >;

/** The scores and key metrics of one Lighthouse JSON report. */
export function pageScores(path: string, report: LighthouseReport): PageScores {
  const audit = (id: string) => report.audits?.[id]?.numericValue ?? null;
  const mainThread = noMainThreadWork();
  const breakdown = (report.audits?.['mainthread-work-breakdown']?.details?.items ?? []) as {
    group?: string;
    duration?: number;
  }[];
  for (const { group, duration } of breakdown) {
    if (group && group in mainThread) mainThread[group as MainThreadGroup] += duration ?? 0;
  }
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
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    mainThread,
  };
}

/** The protocol the page itself came over (h2, http/1.1): the first of the network requests. */
export function documentProtocol(report: LighthouseReport): string | undefined {
  const first = report.audits?.['network-requests']?.details?.items?.[0] as
    { protocol?: string } | undefined;
  return first?.protocol;
}

function median(values: readonly (number | null)[]): number | null {
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
    benchmarkIndex: of((run) => run.benchmarkIndex),
    mainThread: Object.fromEntries(
      Object.keys(mainThreadGroups).map((group) => [
        group,
        of((run) => run.mainThread[group as MainThreadGroup]) ?? 0,
      ]),
    ) as Record<MainThreadGroup, number>,
  };
}

/** The blog posts a sitemap lists, newest first, as paths. */
export function postPaths(sitemapXml: string): string[] {
  return [...sitemapXml.matchAll(/<loc>([^<]*\/blogs\/[^<]+)<\/loc>/g)].flatMap(([, loc]) =>
    loc && URL.canParse(loc) ? [new URL(loc).pathname] : [],
  );
}

/**
 * How close a page must stay to the floor (a bare Next page measured in the same run): TBT at
 * most 1.5 × the floor's (or within 50 ms of it, when the floor's is near 0 on a fast machine),
 * LCP at most 0.8 s over it, no layout shift, and full marks in the three other categories.
 */
const floorGoals = { tbtRatio: 1.5, tbtSlackMs: 50, lcpOverMs: 800, cls: 0 } as const;

export interface FloorComparison {
  page: PageScores;
  floor: PageScores;
  /** Page TBT ÷ floor TBT; null without both; Infinity over a floor of 0. */
  tbtRatio: number | null;
  /** Page LCP − floor LCP (ms). */
  lcpOverMs: number | null;
  /** The goals the page misses, by name (empty: within every goal). */
  missed: string[];
}

/** A page's medians against the floor's medians of the same runs. */
export function compareToFloor(page: PageScores, floor: PageScores): FloorComparison {
  const { tbtMs, lcpMs, cls } = page.metrics;
  const floorTbt = floor.metrics.tbtMs;
  const floorLcp = floor.metrics.lcpMs;
  const tbtRatio =
    tbtMs === null || floorTbt === null
      ? null
      : floorTbt > 0
        ? tbtMs / floorTbt
        : tbtMs > 0
          ? Infinity
          : 1;
  const lcpOverMs = lcpMs === null || floorLcp === null ? null : lcpMs - floorLcp;
  const missed: string[] = [];
  const tbtWithin =
    tbtMs !== null &&
    floorTbt !== null &&
    (tbtMs <= floorTbt * floorGoals.tbtRatio || tbtMs - floorTbt <= floorGoals.tbtSlackMs);
  if (!tbtWithin) missed.push('TBT');
  if (lcpOverMs === null || lcpOverMs > floorGoals.lcpOverMs) missed.push('LCP');
  if (cls === null || cls > floorGoals.cls) missed.push('CLS');
  for (const category of ['accessibility', 'best-practices', 'seo'] as const) {
    if (page.scores[category] !== 1) missed.push(category);
  }
  return { page, floor, tbtRatio, lcpOverMs, missed };
}

const score = (value: number | null) => (value === null ? '–' : value.toFixed(2));
const number = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));
const ratio = (value: number | null) =>
  value === null ? '–' : value === Infinity ? '∞' : `${value.toFixed(2)}×`;
const signed = (value: number | null) =>
  value === null ? '–' : `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(0)}`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const head = line(header);
  return [head, '-'.repeat(head.length), ...rows.map(line)].join('\n');
}

/** A plain-text table: one page per line, the four scores, then LCP, TBT and CLS. */
export function formatScores(pages: readonly PageScores[]): string {
  return table(
    ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP ms', 'TBT ms', 'CLS'],
    pages.map((page) => [
      page.path,
      ...categories.map((category) => score(page.scores[category])),
      number(page.metrics.lcpMs),
      number(page.metrics.tbtMs),
      number(page.metrics.cls, 3),
    ]),
  );
}

/**
 * Each page beside the floor measured with it: TBT and the floor's, their ratio; LCP and the
 * floor's, the difference; CLS; the three other categories; the runs' benchmarkIndex; the goals
 * missed.
 */
export function formatFloorComparisons(rows: readonly FloorComparison[]): string {
  return table(
    [
      'page',
      'TBT ms',
      'floor',
      'ratio',
      'LCP ms',
      'floor',
      'over',
      'CLS',
      'perf',
      'a11y',
      'best-pr',
      'seo',
      'bench idx',
      'goals',
    ],
    rows.map(({ page, floor, tbtRatio, lcpOverMs, missed }) => [
      page.path,
      number(page.metrics.tbtMs),
      number(floor.metrics.tbtMs),
      ratio(tbtRatio),
      number(page.metrics.lcpMs),
      number(floor.metrics.lcpMs),
      signed(lcpOverMs),
      number(page.metrics.cls, 3),
      ...categories.map((category) => score(page.scores[category])),
      number(median([page.benchmarkIndex, floor.benchmarkIndex])),
      missed.length === 0 ? 'met' : `missed ${missed.join(', ')}`,
    ]),
  );
}

/** Main-thread time per group, the page's median beside the floor's: where the time goes. */
export function formatMainThread(rows: readonly FloorComparison[]): string {
  const groups = Object.keys(mainThreadGroups) as MainThreadGroup[];
  return table(
    ['page (ms, floor in brackets)', ...groups.map((group) => mainThreadGroups[group])],
    rows.map(({ page, floor }) => [
      page.path,
      ...groups.map(
        (group) => `${number(page.mainThread[group])} (${number(floor.mainThread[group])})`,
      ),
    ]),
  );
}
