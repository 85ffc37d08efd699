import { describe, expect, it } from 'vitest';
import {
  compareToFloor,
  documentProtocol,
  formatFloorComparisons,
  formatMainThread,
  formatScores,
  medianScores,
  pageScores,
  postPaths,
  type LighthouseReport,
} from './lighthouse-scores';

const report = {
  categories: {
    performance: { score: 0.99 },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
    seo: { score: null },
  },
  audits: {
    'largest-contentful-paint': { numericValue: 1234.5 },
    'total-blocking-time': { numericValue: 20 },
    'cumulative-layout-shift': { numericValue: 0.0012 },
    'mainthread-work-breakdown': {
      details: {
        items: [
          { group: 'scriptEvaluation', duration: 310.4 },
          { group: 'styleLayout', duration: 92 },
          { group: 'somethingNew', duration: 5 },
        ],
      },
    },
  },
  environment: { benchmarkIndex: 1480 },
};

describe('pageScores', () => {
  it('reads the four category scores and the key metrics', () => {
    expect(pageScores('/', report)).toEqual({
      path: '/',
      scores: { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: null },
      metrics: { lcpMs: 1234.5, tbtMs: 20, cls: 0.0012 },
      benchmarkIndex: 1480,
      mainThread: {
        scriptEvaluation: 310.4,
        scriptParseCompile: 0,
        styleLayout: 92,
        paintCompositeRender: 0,
        parseHTML: 0,
        garbageCollection: 0,
        other: 0,
      },
    });
  });

  it('copes with a report that has nothing', () => {
    expect(pageScores('/cvss', {}).scores.performance).toBeNull();
  });
});

describe('documentProtocol', () => {
  it("is the protocol of the report's first request, the page itself", () => {
    const items = [{ protocol: 'h2' }, { protocol: 'http/1.1' }];
    expect(documentProtocol({ audits: { 'network-requests': { details: { items } } } })).toBe('h2');
    expect(documentProtocol({})).toBeUndefined();
  });
});

describe('formatScores', () => {
  it('prints one aligned line per page', () => {
    const lines = formatScores([pageScores('/', report)]).split('\n');
    expect(lines[0]).toMatch(/^page\s+perf\s+a11y\s+best-pr\s+seo\s+LCP ms\s+TBT ms\s+CLS$/);
    expect(lines[2]).toMatch(/^\/\s+0\.99\s+1\.00\s+1\.00\s+–\s+1235\s+20\s+0\.001$/);
  });
});

describe('medianScores', () => {
  const run = (performance: number | null, lcpMs: number) =>
    pageScores('/blogs', {
      categories: { performance: { score: performance } },
      audits: { 'largest-contentful-paint': { numericValue: lcpMs } },
    });

  it('takes the median of each score and metric over the runs', () => {
    const median = medianScores([run(0.83, 3100), run(0.97, 1800), run(0.95, 2000)]);
    expect(median.path).toBe('/blogs');
    expect(median.scores.performance).toBe(0.95);
    expect(median.metrics.lcpMs).toBe(2000);
    expect(median.scores.seo).toBeNull();
  });

  it('leaves out runs that did not score, and averages the middle two of an even count', () => {
    expect(medianScores([run(null, 1000), run(0.9, 3000)]).scores.performance).toBe(0.9);
    expect(medianScores([run(0.9, 1000), run(1, 3000)]).metrics.lcpMs).toBe(2000);
  });
});

describe('postPaths', () => {
  it('lists the posts of a sitemap, in its order, as paths', () => {
    const xml =
      '<urlset><url><loc>https://www.andinadigital.cl/blogs</loc></url>' +
      '<url><loc>https://www.andinadigital.cl/blogs/k2x9d0q7a1</loc></url>' +
      '<url><loc>https://www.andinadigital.cl/blogs/m3y0e1r8b2</loc></url></urlset>';
    expect(postPaths(xml)).toEqual(['/blogs/k2x9d0q7a1', '/blogs/m3y0e1r8b2']);
    expect(postPaths('<urlset></urlset>')).toEqual([]);
  });
});

describe('compareToFloor', () => {
  const measured = (
    path: string,
    {
      tbtMs,
      lcpMs,
      cls = 0,
      seo = 1,
    }: { tbtMs: number; lcpMs: number; cls?: number; seo?: number },
  ) => {
    const report: LighthouseReport = {
      categories: {
        performance: { score: 0.9 },
        accessibility: { score: 1 },
        'best-practices': { score: 1 },
        seo: { score: seo },
      },
      audits: {
        'total-blocking-time': { numericValue: tbtMs },
        'largest-contentful-paint': { numericValue: lcpMs },
        'cumulative-layout-shift': { numericValue: cls },
      },
    };
    return pageScores(path, report);
  };
  const floor = measured('floor', { tbtMs: 400, lcpMs: 1000 });

  it('gives the TBT ratio and the LCP difference, and meets the goals at their limits', () => {
    const comparison = compareToFloor(measured('/', { tbtMs: 600, lcpMs: 1800 }), floor);
    expect(comparison.tbtRatio).toBe(1.5);
    expect(comparison.lcpOverMs).toBe(800);
    expect(comparison.missed).toEqual([]);
  });

  it('names each goal a page misses', () => {
    const page = measured('/cvss', { tbtMs: 601, lcpMs: 1801, cls: 0.01, seo: 0.92 });
    expect(compareToFloor(page, floor).missed).toEqual(['TBT', 'LCP', 'CLS', 'seo']);
  });

  it('allows 50 ms of TBT over a floor near zero (a fast machine)', () => {
    const quietFloor = measured('floor', { tbtMs: 0, lcpMs: 900 });
    const near = compareToFloor(measured('/', { tbtMs: 40, lcpMs: 1000 }), quietFloor);
    expect(near.tbtRatio).toBe(Infinity);
    expect(near.missed).toEqual([]);
    expect(compareToFloor(measured('/', { tbtMs: 80, lcpMs: 1000 }), quietFloor).missed).toEqual([
      'TBT',
    ]);
  });
});

describe('formatFloorComparisons and formatMainThread', () => {
  it('print each page beside its floor', () => {
    const page = pageScores('/', report);
    const floor = pageScores('floor', {
      ...report,
      audits: { ...report.audits, 'total-blocking-time': { numericValue: 10 } },
    });
    const comparisons = [compareToFloor(page, floor)];
    const [header, , line] = formatFloorComparisons(comparisons).split('\n');
    expect(header).toMatch(/^page\s+TBT ms\s+floor\s+ratio\s+LCP ms\s+floor\s+over\s+CLS/);
    expect(line).toMatch(/^\/\s+20\s+10\s+2\.00×\s+1235\s+1235\s+\+0\s+0\.001\s+0\.99/);
    expect(line).toMatch(/1480\s+missed CLS, seo$/);
    expect(formatMainThread(comparisons).split('\n')[2]).toMatch(
      /^\/\s+310 \(310\)\s+0 \(0\)\s+92 \(92\)/,
    );
  });
});
