import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('keeps at most its limit of entries, forgetting the oldest first', () => {
    const cache = new BoundedMap<string, number>(1000);
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
