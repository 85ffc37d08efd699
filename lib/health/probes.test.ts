import { describe, expect, it } from 'vitest';
import { runProbes, sharedFor } from './probes';

const never = () => new Promise(() => {});

describe('runProbes', () => {
  it('is ok when every piece answers', async () => {
    expect(await runProbes({ firestore: async () => 'fine', cms: async () => 1 }, 100)).toEqual({
      ok: true,
      firestore: true,
      cms: true,
    });
  });

  it('flags a failing piece and is not ok', async () => {
    const result = await runProbes(
      {
        firestore: async () => {
          throw new Error('UNAVAILABLE: secret internal detail');
        },
        cms: async () => 1,
      },
      100,
    );
    expect(result).toEqual({ ok: false, firestore: false, cms: true });
  });

  it('counts a piece that does not answer in time as down, without waiting for it', async () => {
    const started = Date.now();
    expect(await runProbes({ firestore: never }, 50)).toEqual({ ok: false, firestore: false });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('sharedFor', () => {
  it('runs the work once for every caller within the period, then again', async () => {
    let clock = 0;
    let runs = 0;
    const probe = sharedFor(
      5000,
      async () => ++runs,
      () => clock,
    );
    const answers = await Promise.all(Array.from({ length: 100 }, () => probe()));
    expect(runs).toBe(1);
    expect(new Set(answers)).toEqual(new Set([1]));
    clock = 4999;
    expect(await probe()).toBe(1);
    clock = 5000;
    expect(await probe()).toBe(2);
    expect(runs).toBe(2);
  });

  it('shares a run that is still going', async () => {
    let release: () => void = () => {};
    let runs = 0;
    const probe = sharedFor(5000, () => {
      runs += 1;
      return new Promise<string>((resolve) => (release = () => resolve('done')));
    });
    const first = probe();
    const second = probe();
    release();
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(runs).toBe(1);
  });
});
