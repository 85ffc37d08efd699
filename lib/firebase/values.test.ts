import { describe, expect, it } from 'vitest';
import { isFirestoreId, text, toIsoDate } from './values';

describe('stored values', () => {
  it('turns Timestamps and Dates into ISO dates, nothing else', () => {
    const date = new Date('2026-01-02T03:04:05.000Z');
    expect(toIsoDate({ toDate: () => date })).toBe(date.toISOString());
    expect(toIsoDate(date)).toBe(date.toISOString());
    expect(toIsoDate('2026-01-02T03:04:05Z')).toBeNull();
    expect(toIsoDate('ayer')).toBeNull();
    expect(toIsoDate(42)).toBeNull();
  });

  it('reads text fields, anything else as empty', () => {
    expect(text('Ana')).toBe('Ana');
    expect(text(3)).toBe('');
    expect(text(undefined)).toBe('');
  });

  it('accepts Firestore document ids only', () => {
    expect(isFirestoreId('abc-123')).toBe(true);
    for (const id of ['', 'a/b', '.', '..', '__id__', 'x'.repeat(1501)]) {
      expect(isFirestoreId(id), id).toBe(false);
    }
  });
});
