import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { scoreCvss, scoreCvss3 } from './index';
import { ROUND_UP } from './score';

const scores = (vector: string) => {
  const result = scoreCvss3(vector);
  return [result.baseScore, result.temporalScore, result.environmentalScore];
};

describe('scoreCvss', () => {
  it('returns the full result', () => {
    expect(scoreCvss('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H')).toEqual({
      version: '3.1',
      vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H',
      baseScore: 9.8,
      severity: 'Critical',
      impactSubscore: 5.9,
      exploitabilitySubscore: 3.9,
      temporalScore: 9.8,
      environmentalScore: 9.8,
    });
  });

  it('rounds subscores to the nearest tenth, as NVD and FIRST display them', () => {
    // Exploitability is 2.835 here: nearest gives 2.8 where "round up" would give 2.9.
    const result = scoreCvss('CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H');
    expect([result.baseScore, result.impactSubscore, result.exploitabilitySubscore]).toEqual([
      8.8, 5.9, 2.8,
    ]);
  });

  it('scores 0 with severity None when there is no impact, even with a changed scope', () => {
    const result = scoreCvss('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:C/C:N/I:N/A:N');
    expect(result).toMatchObject({ baseScore: 0, severity: 'None', impactSubscore: 0 });
    expect(result.temporalScore).toBe(0);
    expect(result.environmentalScore).toBe(0);
  });

  it('applies temporal and environmental metrics', () => {
    expect(
      scores('CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:H/A:H/E:U/RL:O/RC:R/CR:L/IR:L/AR:L'),
    ).toEqual([9.8, 8.2, 6.7]);
  });

  it('does not drift 0.1 upwards where floating point would (exact 9.2, 4.6 and 2.3)', () => {
    // base × 0.92 is exactly 9.2, 4.6 or 2.3; in floats it lands just above and would round up.
    for (const version of ['3.0', '3.1']) {
      expect(scores(`CVSS:${version}/AV:N/AC:L/PR:N/UI:N/S:C/C:H/I:H/A:H/RC:U`)).toEqual([
        10, 9.2, 9.2,
      ]);
      expect(scores(`CVSS:${version}/AV:N/AC:L/PR:L/UI:N/S:C/C:L/I:N/A:N/RC:U`)).toEqual([
        5, 4.6, 4.6,
      ]);
      expect(scores(`CVSS:${version}/AV:L/AC:H/PR:N/UI:R/S:U/C:L/I:N/A:N/RC:U`)).toEqual([
        2.5, 2.3, 2.3,
      ]);
    }
  });

  it('uses each version’s Modified Impact formula when the modified scope is Changed', () => {
    expect(scores('CVSS:3.0/AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:H/A:H')).toEqual([9.9, 9.9, 9.9]);
    expect(scores('CVSS:3.1/AV:N/AC:L/PR:L/UI:N/S:C/C:H/I:H/A:H')).toEqual([9.9, 9.9, 10]);
  });

  it('weighs Modified Privileges Required by the modified scope', () => {
    // With the base scope (Unchanged) MPR:H would weigh 0.27 and give 4.3 instead of 5.5.
    expect(scores('CVSS:3.1/AV:N/AC:L/PR:H/UI:N/S:U/C:L/I:L/A:N/MS:C')).toEqual([3.8, 3.8, 5.5]);
    expect(scores('CVSS:3.0/AV:N/AC:L/PR:L/UI:N/S:U/C:H/I:H/A:H/MS:C')).toEqual([8.8, 8.8, 9.9]);
  });
});

describe('ROUND_UP', () => {
  const roundUp = (version: '3.0' | '3.1', value: string) =>
    ROUND_UP[version](Dec.of(value)).toNumber();

  it.each(['3.0', '3.1'] as const)('follows the specification examples in v%s', (version) => {
    expect(roundUp(version, '4.02')).toBe(4.1);
    expect(roundUp(version, '4.00')).toBe(4);
    expect(roundUp(version, '4.000011')).toBe(4.1);
  });

  it('ignores an excess below 0.000005 only in v3.1 (Appendix A rounds to 5 decimals first)', () => {
    expect(roundUp('3.1', '4.000001')).toBe(4);
    expect(roundUp('3.0', '4.000001')).toBe(4.1);
  });
});

describe('Dec', () => {
  it('computes exactly', () => {
    expect(Dec.of('0.1').plus('0.2').compare('0.3')).toBe(0);
    expect(Dec.of('1.1').pow(2).compare('1.21')).toBe(0);
    expect(Dec.of('2.5').times('0.92').ceil(1).toNumber()).toBe(2.3);
    expect(Dec.of('0.5').minus('0.75').compare('-0.25')).toBe(0);
  });

  it('rounds halves away from zero and ceils negatives towards zero', () => {
    expect(Dec.of('2.45').round(1).toNumber()).toBe(2.5);
    expect(Dec.of('-2.45').round(1).toNumber()).toBe(-2.5);
    expect(Dec.of('-0.21').ceil(1).toNumber()).toBe(-0.2);
  });

  it('rejects malformed literals', () => {
    expect(() => Dec.of('1e3')).toThrow(RangeError);
  });
});
