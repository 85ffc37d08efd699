import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  GLOBAL_SHARDS,
  pickShards,
  rateWindow,
  shardLimit,
  takeRateSlot,
  type RateLimits,
  type RateSlot,
  type RateSlotOptions,
} from './rate-limit';

const minute = Date.UTC(2026, 0, 15, 12, 30);

describe('rateWindow', () => {
  it('puts a whole clock minute in one window per address', () => {
    const first = rateWindow('203.0.113.7', minute);
    expect(rateWindow('203.0.113.7', minute + 59_999).id).toBe(first.id);
    expect(rateWindow('203.0.113.7', minute + 60_000).id).not.toBe(first.id);
    expect(rateWindow('203.0.113.8', minute).id).not.toBe(first.id);
    expect(first.start).toBe(minute);
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

describe('pickShards', () => {
  it('picks two different shards, each of them as likely', () => {
    const seen = new Map<number, number>();
    let same = 0;
    for (let draw = 0; draw < 20_000; draw++) {
      const [first, second] = pickShards();
      if (first === second) same += 1;
      for (const shard of [first, second]) seen.set(shard, (seen.get(shard) ?? 0) + 1);
    }
    expect(same).toBe(0);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: GLOBAL_SHARDS }, (_, shard) => shard),
    );
    // 800 each on average: far from the edges of chance.
    for (const count of seen.values()) expect(count).toBeGreaterThan(600);
    expect(pickShards(() => 0)).toEqual([0, 1]);
    expect(pickShards((below) => below - 1)).toEqual([GLOBAL_SHARDS - 1, GLOBAL_SHARDS - 2]);
  });

  it('gives each shard its part of the ceiling, at least one', () => {
    expect(shardLimit(600)).toBe(12);
    expect(shardLimit(601)).toBe(13);
    expect(shardLimit(10)).toBe(1);
  });
});

/**
 * Just enough of Firestore for one submission at a time: documents in a map with their update
 * times, reads outside the transaction, conditional writes at once (the concurrent case runs
 * on the emulator: integration/transactions.test.ts).
 */
function memoryFirestore() {
  const documents = new Map<string, Record<string, unknown>>();
  const updated = new Map<string, number>();
  let clock = 0;
  type Ref = { path: string };
  const write = (ref: Ref, data: Record<string, unknown>) => {
    documents.set(ref.path, data);
    updated.set(ref.path, ++clock);
  };
  const db = {
    collection: (name: string) => ({ doc: (id: string): Ref => ({ path: `${name}/${id}` }) }),
    getAll: async (...refs: Ref[]) =>
      refs.map((ref) => ({
        ref,
        exists: documents.has(ref.path),
        updateTime: updated.get(ref.path),
        get: (field: string) => documents.get(ref.path)?.[field],
      })),
  } as unknown as Firestore;
  const transaction = {
    create: (ref: Ref, data: Record<string, unknown>) => {
      if (documents.has(ref.path)) throw new Error(`${ref.path} already exists`);
      write(ref, data);
    },
    update: (ref: Ref, data: Record<string, unknown>, { lastUpdateTime = 0 } = {}) => {
      if (updated.get(ref.path) !== lastUpdateTime) throw new Error(`${ref.path} changed`);
      write(ref, { ...documents.get(ref.path), ...data });
    },
  } as unknown as Transaction;
  return { db, transaction, documents };
}

describe('takeRateSlot', () => {
  const now = new Date(minute + 30_000);
  const addresses = (count: number) =>
    Array.from({ length: count }, (_, i) => `198.51.${100 + (i >> 8)}.${i & 255}`);

  function submitter(limits: RateLimits) {
    const { db, transaction, documents } = memoryFirestore();
    const take = (address: string, options?: RateSlotOptions): Promise<RateSlot> =>
      takeRateSlot(db, transaction, address, limits, now, options);
    const globalCount = () =>
      [...documents]
        .filter(([path]) => path.startsWith('leadRateCounters/all-'))
        .reduce((sum, [, data]) => sum + (data.count as number), 0);
    return { take, globalCount, documents };
  }

  it('keeps the per-address limit exact, and says it was the address', async () => {
    const { take } = submitter({ limitPerMinute: 5, globalLimitPerMinute: 600 });
    const results = [];
    for (let lead = 0; lead < 7; lead++) results.push(await take('203.0.113.7'));
    expect(results.filter((result) => result.ok)).toHaveLength(5);
    expect(results.at(-1)).toEqual({ ok: false, scope: 'client', retryAfterSeconds: 30 });
    expect((await take('203.0.113.8')).ok).toBe(true);
  });

  it('is not filled by a few addresses: ten of them at their limit use a quarter of it', async () => {
    // 200 a minute: 4 per shard. Counted by address, each address's shard would be full after 4
    // of its 5, refusing everyone else who shares it.
    const { take, globalCount } = submitter({ limitPerMinute: 5, globalLimitPerMinute: 200 });
    const results = [];
    for (const address of addresses(10)) {
      for (let lead = 0; lead < 5; lead++) results.push(await take(address));
    }
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(globalCount()).toBe(50);
  });

  it('counts every submission whatever its address, and refuses past the ceiling as global', async () => {
    const { take, globalCount } = submitter({ limitPerMinute: 5, globalLimitPerMinute: 200 });
    const results = [];
    for (const address of addresses(60)) {
      for (let lead = 0; lead < 5; lead++) results.push(await take(address));
    }
    const accepted = results.filter((result) => result.ok).length;
    // Never past the ceiling, and refusals only start close to it.
    expect(accepted).toBeLessThanOrEqual(200);
    expect(accepted).toBeGreaterThanOrEqual(185);
    expect(globalCount()).toBe(accepted);
    const refused = results.filter((result) => !result.ok);
    expect(refused.length).toBe(300 - accepted);
    for (const result of refused) expect(result).toMatchObject({ scope: 'global' });
  });

  /** Fills every shard of a ceiling of one per shard, then answers a further submission. */
  async function fillCeiling(
    take: (address: string) => Promise<RateSlot>,
    globalCount: () => number,
  ) {
    for (const address of addresses(2000)) {
      if (globalCount() === GLOBAL_SHARDS) break;
      await take(address);
    }
    expect(globalCount()).toBe(GLOBAL_SHARDS);
    return take('198.51.100.250');
  }

  it('lets an unspent proof of work past the full ceiling, once, and records it spent', async () => {
    const { take, globalCount, documents } = submitter({
      limitPerMinute: 2,
      globalLimitPerMinute: 1,
    });
    expect(await fillCeiling(take, globalCount)).toMatchObject({ ok: false, scope: 'global' });
    const counted = globalCount();
    const proof = { id: 'a1b2c3', expiresAt: new Date(minute + 600_000) };

    expect(await take('203.0.113.9', { proofOfWork: proof })).toEqual({ ok: true });
    expect(documents.get('spentProofsOfWork/a1b2c3')).toEqual({ expiresAt: proof.expiresAt });
    // Neither checked nor counted.
    expect(globalCount()).toBe(counted);
    // Spent: the same solution again counts as none, and the ceiling is full.
    expect(await take('203.0.113.10', { proofOfWork: proof })).toMatchObject({
      ok: false,
      scope: 'global',
    });
  });

  it('never lets a proof of work past the address limit', async () => {
    const { take, documents } = submitter({ limitPerMinute: 1, globalLimitPerMinute: 600 });
    expect(await take('203.0.113.9')).toEqual({ ok: true });
    const proof = { id: 'd4e5f6', expiresAt: new Date(minute + 600_000) };
    expect(await take('203.0.113.9', { proofOfWork: proof })).toMatchObject({
      ok: false,
      scope: 'client',
    });
    // Not spent by a refused submission.
    expect(documents.has('spentProofsOfWork/d4e5f6')).toBe(false);
  });
});
