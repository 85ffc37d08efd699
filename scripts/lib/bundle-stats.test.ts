import { describe, expect, it } from 'vitest';
import { budgetVerdicts, formatRouteSizes, formatVerdicts, routeSizes } from './bundle-stats';

const stats = [
  { route: '/login', firstLoadChunkPaths: ['framework.js', 'main.js'] },
  { route: '/', firstLoadChunkPaths: ['framework.js', 'main.js', 'carousel.js'] },
];
const chunkBytes: Record<string, number> = {
  'framework.js': 800,
  'main.js': 200,
  'carousel.js': 100,
};

describe('routeSizes', () => {
  it('adds up each route’s chunks and compares it with the smallest route', () => {
    const measured: string[] = [];
    const sizes = routeSizes(stats, (chunk) => {
      measured.push(chunk);
      return chunkBytes[chunk] ?? 0;
    });
    expect(sizes).toEqual([
      { route: '/', gzipBytes: 1100, ratio: 1.1 },
      { route: '/login', gzipBytes: 1000, ratio: 1 },
    ]);
    // Shared chunks are compressed once.
    expect(measured).toEqual(['framework.js', 'main.js', 'carousel.js']);
  });
});

describe('formatRouteSizes', () => {
  it('prints one aligned line per route', () => {
    const table = formatRouteSizes([
      { route: '/', gzipBytes: 2048, ratio: 1.05 },
      { route: '/login', gzipBytes: 1024, ratio: 1 },
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^route\s+first-load JS \(gzip\)\s+× smallest$/);
    expect(lines[2]).toMatch(/^\/\s+2\.0 kB\s+1\.050$/);
    expect(lines[3]).toMatch(/^\/login\s+1\.0 kB\s+1\.000$/);
  });
});

describe('budgetVerdicts', () => {
  const sizes = [
    { route: '/', gzipBytes: 1150, ratio: 1.15 },
    { route: '/login', gzipBytes: 1000, ratio: 1 },
    { route: '/soporte', gzipBytes: 1900, ratio: 1.9 },
  ];

  it('holds a route at its budget and breaks one above it', () => {
    expect(budgetVerdicts(sizes, { '/': 1.15, '/soporte': 1.8 })).toEqual([
      { route: '/', budget: 1.15, ratio: 1.15, within: true },
      { route: '/soporte', budget: 1.8, ratio: 1.9, within: false },
    ]);
  });

  it('breaks the budget of a route the build no longer has', () => {
    expect(budgetVerdicts(sizes, { '/staff': 1.3 })).toEqual([
      { route: '/staff', budget: 1.3, ratio: undefined, within: false },
    ]);
  });
});

describe('formatVerdicts', () => {
  it('prints each budget with its ratio and verdict', () => {
    const lines = formatVerdicts([
      { route: '/', budget: 1.15, ratio: 1.1, within: true },
      { route: '/soporte', budget: 1.8, ratio: 1.9, within: false },
      { route: '/staff', budget: 1.3, within: false },
    ]).split('\n');
    expect(lines[0]).toMatch(/^\/\s+1\.100 ×\s+budget ≤ 1\.15 ×\s+within$/);
    expect(lines[1]).toMatch(/^\/soporte\s+1\.900 ×\s+budget ≤ 1\.8 ×\s+OVER$/);
    expect(lines[2]).toMatch(/^\/staff\s+not in this build\s+budget ≤ 1\.3 ×\s+OVER$/);
  });
});
