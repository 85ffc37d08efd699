import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';
import { LOOKUPS_KEPT } from './client';

describe('BoundedMap', () => {
  it('keeps the look-ups cache at 1,000 entries, forgetting the oldest first', () => {
    expect(LOOKUPS_KEPT).toBe(1000);
    const cache = new BoundedMap<string, number>(LOOKUPS_KEPT);
    for (let index = 0; index < 1500; index++) cache.set(`campaña-${index}`, index);
    expect(cache.size).toBe(1000);
    expect(cache.has('campaña-499')).toBe(false);
    expect(cache.get('campaña-500')).toBe(500);
    expect(cache.get('campaña-1499')).toBe(1499);
    // Setting a key it holds replaces the value and forgets nothing.
    cache.set('campaña-700', -1);
    expect(cache.size).toBe(1000);
    expect(cache.get('campaña-500')).toBe(500);
  });
});
