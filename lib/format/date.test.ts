import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatPublicationDate } from './date';

describe('formatPublicationDate', () => {
  it('writes the date the Chilean way, in words', () => {
    expect(formatPublicationDate('2025-03-15T13:00:00.000Z')).toBe('15 de marzo de 2025');
  });

  it('dates a post by the day in Santiago, not UTC', () => {
    // 02:00 UTC on 1 January is still 31 December in Santiago (UTC-3 in summer).
    expect(formatPublicationDate('2025-01-01T02:00:00.000Z')).toBe('31 de diciembre de 2024');
  });

  it('returns null for something that is not a date', () => {
    expect(formatPublicationDate('')).toBeNull();
    expect(formatPublicationDate('mañana')).toBeNull();
  });
});

describe('formatCalendarDate', () => {
  it('writes a calendar date as that same day, whatever the zone', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('1 de diciembre de 2026');
    expect(formatCalendarDate('2027-01-01')).toBe('1 de enero de 2027');
  });

  it('returns null for anything but a real YYYY-MM-DD date', () => {
    for (const value of ['', '2026-02-30', '2026-1-5', '2026-12-01T00:00:00Z']) {
      expect(formatCalendarDate(value), value).toBeNull();
    }
  });
});
