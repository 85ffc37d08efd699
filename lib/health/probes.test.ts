import { describe, expect, it } from 'vitest';
import { runProbes } from './probes';

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
