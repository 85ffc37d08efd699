import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  isBusinessDay,
  isPublicHoliday,
  isWeekend,
  publicHolidays,
  shiftDate,
} from './chile';

describe('Chilean public holidays', () => {
  it('lists the fixed holidays of the law', () => {
    const dates = publicHolidays(2026).map((holiday) => holiday.date);
    for (const date of ['2026-01-01', '2026-05-01', '2026-05-21', '2026-09-18', '2026-09-19']) {
      expect(dates).toContain(date);
    }
    for (const date of ['2026-12-08', '2026-12-25']) expect(isPublicHoliday(date)).toBe(true);
  });

  it('has Holy Saturday, which the library misses, and not Easter Sunday', () => {
    expect(isPublicHoliday('2026-04-03')).toBe(true); // Viernes Santo
    expect(isPublicHoliday('2026-04-04')).toBe(true); // Sábado Santo
    expect(isPublicHoliday('2026-04-05')).toBe(false); // Easter Sunday
    expect(isPublicHoliday('2027-03-27')).toBe(true);
    expect(isPublicHoliday('2027-03-28')).toBe(false);
    expect(publicHolidays(2027).find((holiday) => holiday.date === '2027-03-27')?.name).toBe(
      'Sábado Santo',
    );
  });

  it('is sorted with one entry per date', () => {
    const dates = publicHolidays(2027).map((holiday) => holiday.date);
    expect(dates).toEqual([...new Set(dates)].sort());
  });

  it('is no holiday on an ordinary day', () => {
    expect(isPublicHoliday('2026-11-25')).toBe(false);
  });
});

describe('business days', () => {
  it('skips weekends', () => {
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-29')).toBe(true);
    expect(isWeekend('2026-11-30')).toBe(false);
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
  });

  it('skips public holidays', () => {
    // 8 December 2026 (Inmaculada Concepción) is a Tuesday.
    expect(isBusinessDay('2026-12-08')).toBe(false);
    expect(addBusinessDays('2026-12-07', 1)).toBe('2026-12-09');
  });

  it('counts 15 business days over Christmas and New Year', () => {
    // From Fri 18 Dec 2026: 21–24, 28–31 Dec (8), 4–8 Jan (13), 11–12 Jan (15).
    expect(addBusinessDays('2026-12-18', 15)).toBe('2027-01-12');
  });

  it('moves plain dates across months and leap days', () => {
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});
