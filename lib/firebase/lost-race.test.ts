import { describe, expect, it } from 'vitest';
import { isLostRace, retryLostRaces } from './lost-race';

/** An attempt that fails with these errors in turn, then answers 'stored'. */
function attempts(...errors: unknown[]) {
  let runs = 0;
  const attempt = async () => {
    const error = errors[runs++];
    if (error) throw error;
    return 'stored';
  };
  return { attempt, runs: () => runs };
}

describe('retryLostRaces', () => {
  it('runs again after a lost race (ALREADY_EXISTS, FAILED_PRECONDITION) or ABORTED', async () => {
    const { attempt, runs } = attempts({ code: 6 }, { code: 9 }, { code: 10 });
    await expect(retryLostRaces(attempt)).resolves.toBe('stored');
    expect(runs()).toBe(4);
  });

  it('leaves every other failure to the caller at once', async () => {
    const unavailable = { code: 14, message: 'UNAVAILABLE' };
    const { attempt, runs } = attempts(unavailable);
    await expect(retryLostRaces(attempt)).rejects.toBe(unavailable);
    expect(runs()).toBe(1);
  });

  it('gives up after its rounds', async () => {
    const { attempt, runs } = attempts({ code: 9 }, { code: 9 }, { code: 9 });
    await expect(retryLostRaces(attempt, 3)).rejects.toEqual({ code: 9 });
    expect(runs()).toBe(3);
  });

  it('knows a lost race by its code only', () => {
    expect(isLostRace({ code: 6 })).toBe(true);
    expect(isLostRace({ code: 9 })).toBe(true);
    expect(isLostRace({ code: 10 })).toBe(false);
    expect(isLostRace(new Error('6'))).toBe(false);
    expect(isLostRace(null)).toBe(false);
  });
});
