import { describe, expect, it } from 'vitest';
import { holidaysBetween } from './holidays';

describe('holidaysBetween', () => {
  it('answers the holidays whose day in Chile overlaps the range, across a new year', () => {
    // 29 Nov 2026 09:00 to 2 Jan 2027 00:00 in Chile (UTC-3).
    const holidays = holidaysBetween(
      Date.parse('2026-11-29T12:00:00Z'),
      Date.parse('2027-01-02T03:00:00Z'),
    );
    expect(holidays.map((holiday) => holiday.date)).toEqual([
      '2026-12-08',
      '2026-12-25',
      '2027-01-01',
    ]);
  });

  it('reads days in Chile: the evening before a holiday in UTC is not that holiday', () => {
    // 7 Dec 2026 21:00 to 23:59 in Chile is 8 Dec in UTC.
    expect(
      holidaysBetween(Date.parse('2026-12-08T00:00:00Z'), Date.parse('2026-12-08T02:59:00Z')),
    ).toEqual([]);
  });
});
