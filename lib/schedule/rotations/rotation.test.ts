import { describe, expect, it } from 'vitest';
import type { RotationRule } from '../model';
import { handoffAt, handoffsBetween, isTimeZone, memberOfShift, shiftIndexAt } from './rotation';

const daily = (startsOn: string, handoffTime = '09:00'): RotationRule => ({
  memberIds: ['ana', 'beto', 'caro'],
  length: { unit: 'days', count: 1 },
  handoffTime,
  timeZone: 'America/Santiago',
  startsOn,
});

const iso = (ms: number) => new Date(ms).toISOString();
const hours = (from: number, to: number) => (to - from) / 3_600_000;

describe('handoffAt', () => {
  it('counts shifts in local days at the handoff time', () => {
    const rule = daily('2026-11-20');
    expect(iso(handoffAt(rule, 0))).toBe('2026-11-20T12:00:00.000Z');
    expect(iso(handoffAt(rule, 5))).toBe('2026-11-25T12:00:00.000Z');
    expect(iso(handoffAt(rule, -1))).toBe('2026-11-19T12:00:00.000Z');
  });

  it('counts weeks as seven days each', () => {
    const rule: RotationRule = { ...daily('2026-11-02'), length: { unit: 'weeks', count: 2 } };
    expect(iso(handoffAt(rule, 1))).toBe('2026-11-16T12:00:00.000Z');
  });

  // Santiago goes back to UTC−4 at 24:00 on the first Saturday of April, forward to UTC−3 at
  // 24:00 on the first Saturday of September (2026-04-04/05, 2026-09-05/06, 2027-04-03/04,
  // 2027-09-04/05): a 09:00 handoff stays at 09:00 local, the shift across lasts 25 or 23 hours.
  it.each([
    ['2026-04-04', '2026-04-04T12:00:00.000Z', '2026-04-05T13:00:00.000Z', 25],
    ['2026-09-05', '2026-09-05T13:00:00.000Z', '2026-09-06T12:00:00.000Z', 23],
    ['2027-04-03', '2027-04-03T12:00:00.000Z', '2027-04-04T13:00:00.000Z', 25],
    ['2027-09-04', '2027-09-04T13:00:00.000Z', '2027-09-05T12:00:00.000Z', 23],
  ])('keeps 09:00 local across the change after %s', (day, before, after, length) => {
    const rule = daily(day);
    expect(iso(handoffAt(rule, 0))).toBe(before);
    expect(iso(handoffAt(rule, 1))).toBe(after);
    expect(hours(handoffAt(rule, 0), handoffAt(rule, 1))).toBe(length);
  });

  it('moves a handoff the change skips forward (00:30 on 6 Sept 2026 does not exist)', () => {
    const rule = daily('2026-09-06', '00:30');
    expect(iso(handoffAt(rule, 0))).toBe('2026-09-06T04:30:00.000Z'); // 01:30 −03
  });

  it('keeps a handoff in the repeated hour at its first occurrence (23:30 on 4 Apr 2026)', () => {
    const rule = daily('2026-04-04', '23:30');
    expect(iso(handoffAt(rule, 0))).toBe('2026-04-05T02:30:00.000Z'); // 23:30 −03
    expect(hours(handoffAt(rule, 0), handoffAt(rule, 1))).toBe(25);
  });

  it('follows another zone when the rotation names one', () => {
    const rule: RotationRule = { ...daily('2026-03-07'), timeZone: 'Europe/Madrid' };
    expect(iso(handoffAt(rule, 0))).toBe('2026-03-07T08:00:00.000Z');
    expect(iso(handoffAt(rule, 30))).toBe('2026-04-06T07:00:00.000Z');
  });
});

describe('shiftIndexAt', () => {
  const rule = daily('2026-04-01');

  it('finds the shift holding an instant, at and around its handoffs', () => {
    const third = handoffAt(rule, 3);
    expect(shiftIndexAt(rule, third)).toBe(3);
    expect(shiftIndexAt(rule, third - 1)).toBe(2);
    // 08:30 local on 5 April, after the change back: still shift 3 (25 hours long).
    expect(shiftIndexAt(rule, Date.parse('2026-04-05T12:30:00Z'))).toBe(3);
    expect(shiftIndexAt(rule, Date.parse('2026-04-05T13:00:00Z'))).toBe(4);
  });

  it('is negative before the first handoff', () => {
    expect(shiftIndexAt(rule, handoffAt(rule, 0) - 1)).toBe(-1);
  });

  it('finds multi-week shifts', () => {
    const weekly: RotationRule = { ...rule, length: { unit: 'weeks', count: 1 } };
    expect(shiftIndexAt(weekly, Date.parse('2026-04-20T12:00:00Z'))).toBe(2);
    expect(shiftIndexAt(weekly, Date.parse('2026-04-22T12:59:59Z'))).toBe(2);
    expect(shiftIndexAt(weekly, Date.parse('2026-04-22T13:00:00Z'))).toBe(3);
  });
});

describe('memberOfShift', () => {
  it('repeats the order: member i holds shift k when k mod n = i', () => {
    const rule = daily('2026-04-01');
    expect([0, 1, 2, 3, 4, -1].map((k) => memberOfShift(rule, k))).toEqual([
      'ana',
      'beto',
      'caro',
      'ana',
      'beto',
      'caro',
    ]);
  });
});

describe('handoffsBetween', () => {
  it('lists the handoffs strictly inside the range', () => {
    const rule = daily('2026-04-01');
    const list = handoffsBetween(rule, handoffAt(rule, 0), handoffAt(rule, 3));
    expect(list).toEqual([handoffAt(rule, 1), handoffAt(rule, 2)]);
  });

  it('works from the range alone, however far it is from the start', () => {
    const rule = daily('2026-04-01');
    const from = handoffAt(rule, 100_000);
    expect(handoffsBetween(rule, from, handoffAt(rule, 100_003))).toEqual([
      handoffAt(rule, 100_001),
      handoffAt(rule, 100_002),
    ]);
  });

  it('stops with an error past its ceiling instead of walking on', () => {
    const rule = daily('2026-04-01');
    expect(() => handoffsBetween(rule, handoffAt(rule, 0), handoffAt(rule, 1002))).toThrow(
      RangeError,
    );
    expect(handoffsBetween(rule, handoffAt(rule, 0), handoffAt(rule, 1000))).toHaveLength(999);
  });

  it('starts at the first handoff when the range begins earlier', () => {
    const rule = daily('2026-04-01');
    expect(handoffsBetween(rule, Date.parse('2026-03-01T00:00:00Z'), handoffAt(rule, 1))).toEqual([
      handoffAt(rule, 0),
    ]);
  });
});

describe('isTimeZone', () => {
  it('knows IANA names only', () => {
    expect(isTimeZone('America/Santiago')).toBe(true);
    expect(isTimeZone('America/Nowhere')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
