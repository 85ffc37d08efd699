import { describe, expect, it } from 'vitest';
import { isMissingChunk, reloadQuietMs, shouldReload } from './stale-build';

describe("a chunk of the page's build missing from the server", () => {
  it("is recognised in Turbopack's and webpack's errors", () => {
    expect(
      isMissingChunk(
        new Error(
          'Failed to load chunk /_next/static/chunks/11gmvtvve8e7o.js?dpl=b1 from module 94722',
        ),
      ),
    ).toBe(true);
    const webpack = new Error('Loading chunk 351 failed.\n(error: /_next/static/chunks/351.js)');
    webpack.name = 'ChunkLoadError';
    expect(isMissingChunk(webpack)).toBe(true);
    expect(isMissingChunk('Failed to load chunk /_next/static/chunks/a.js')).toBe(true);
  });

  it('is not any other error', () => {
    expect(isMissingChunk(new TypeError('Failed to fetch'))).toBe(false);
    expect(isMissingChunk(new Error('Minified React error #418'))).toBe(false);
    expect(isMissingChunk(undefined)).toBe(false);
  });

  it('reloads the page once, not again within the quiet period', () => {
    const now = Date.UTC(2026, 10, 25);
    expect(shouldReload(undefined, now)).toBe(true);
    expect(shouldReload(now - 1000, now)).toBe(false);
    expect(shouldReload(now - reloadQuietMs, now)).toBe(true);
  });
});
