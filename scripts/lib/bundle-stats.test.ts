import { describe, expect, it } from 'vitest';
import { formatRouteSizes, routeSizes } from './bundle-stats';

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
