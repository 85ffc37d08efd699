import { describe, expect, it } from 'vitest';
import { formatPublicationDate } from './date';

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
