import { describe, expect, it } from 'vitest';
import { formatScores, pageScores } from './lighthouse-scores';

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

describe('formatScores', () => {
  it('prints one aligned line per page', () => {
    const lines = formatScores([pageScores('/', report)]).split('\n');
    expect(lines[0]).toMatch(/^page\s+perf\s+a11y\s+best-pr\s+seo\s+LCP ms\s+TBT ms\s+CLS$/);
    expect(lines[2]).toMatch(/^\/\s+0\.99\s+1\.00\s+1\.00\s+–\s+1235\s+20\s+0\.001$/);
  });
});
