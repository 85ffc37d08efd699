import { describe, expect, it } from 'vitest';
import { GLOBAL_SHARDS, rateWindow, shardLimit } from './rate-limit';

const minute = Date.UTC(2026, 0, 15, 12, 30);

describe('rateWindow', () => {
  it('puts a whole clock minute in one window per address', () => {
    const first = rateWindow('203.0.113.7', minute);
    expect(rateWindow('203.0.113.7', minute + 59_999).id).toBe(first.id);
    expect(rateWindow('203.0.113.7', minute + 60_000).id).not.toBe(first.id);
    expect(rateWindow('203.0.113.8', minute).id).not.toBe(first.id);
    expect(first.end).toEqual(new Date(minute + 60_000));
  });

  it('never stores the address itself', () => {
    expect(rateWindow('203.0.113.7', minute).id).not.toContain('203.0.113.7');
    expect(rateWindow('203.0.113.7', minute).id).toMatch(/^[0-9a-f]{32}-\d+$/);
  });

  it('says how long to wait, at least one second', () => {
    expect(rateWindow('a', minute).retryAfterSeconds).toBe(60);
    expect(rateWindow('a', minute + 45_500).retryAfterSeconds).toBe(15);
    expect(rateWindow('a', minute + 59_999).retryAfterSeconds).toBe(1);
  });
});

describe('the global ceiling', () => {
  it('puts each address in one shard per minute, spread over all shards', () => {
    const shards = new Set(
      Array.from(
        { length: 2000 },
        (_, index) => rateWindow(`10.0.${index >> 8}.${index & 255}`, minute).globalId,
      ),
    );
    expect(shards.size).toBe(GLOBAL_SHARDS);
    for (const id of shards) expect(id).toMatch(new RegExp(`^all-\\d+-${minute}$`));
    expect(rateWindow('203.0.113.7', minute + 59_999).globalId).toBe(
      rateWindow('203.0.113.7', minute).globalId,
    );
  });

  it('gives each shard its part of the ceiling, at least one', () => {
    expect(shardLimit(600)).toBe(12);
    expect(shardLimit(601)).toBe(13);
    expect(shardLimit(10)).toBe(1);
  });
});
