import { describe, expect, it } from 'vitest';
import {
  documentProtocol,
  formatScores,
  medianScores,
  pageScores,
  postPaths,
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
  },
};

describe('pageScores', () => {
  it('reads the four category scores and the key metrics', () => {
    expect(pageScores('/', report)).toEqual({
      path: '/',
      scores: { performance: 0.99, accessibility: 1, 'best-practices': 1, seo: null },
      metrics: { lcpMs: 1234.5, tbtMs: 20, cls: 0.0012 },
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
