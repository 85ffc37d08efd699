import { describe, expect, it } from 'vitest';
import { byteKindOf, bytesBefore, median, medianRun, noBytes } from './paint-stats';

describe('bench:paint figures', () => {
  it('sorts responses by their DevTools resource type', () => {
    expect(byteKindOf('Document')).toBe('document');
    expect(byteKindOf('Stylesheet')).toBe('css');
    expect(byteKindOf('Font')).toBe('font');
    expect(byteKindOf('Fetch')).toBe('other');
    expect(byteKindOf(undefined)).toBe('other');
  });

  it('shares a response’s wire bytes among its chunks and counts those before the paint', () => {
    const chunks = [
      { requestId: 'doc', kind: 'document' as const, timestamp: 1.0, decodedBytes: 3000 },
      { requestId: 'doc', kind: 'document' as const, timestamp: 1.5, decodedBytes: 1000 },
      { requestId: 'js', kind: 'script' as const, timestamp: 1.2, decodedBytes: 500 },
    ];
    const bytes = bytesBefore(chunks, new Map([['doc', 800]]), 1.2);
    // 3/4 of the document's 800 wire bytes; the script had no total yet: its decoded bytes.
    expect(bytes).toEqual({ ...noBytes(), document: 600, script: 500 });
  });

  it('takes each figure’s median, bytes kind by kind', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    const run = (lcp: number, css: number) => ({
      fcp: lcp,
      lcp,
      bytesBeforePaint: { ...noBytes(), css },
    });
    expect(medianRun([run(900, 12), run(500, 0), run(700, 5)])).toMatchObject({
      lcp: 700,
      bytesBeforePaint: { css: 5 },
    });
  });
});
