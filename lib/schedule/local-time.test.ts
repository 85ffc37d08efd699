import { describe, expect, it } from 'vitest';
import {
  formatLocalDate,
  formatShiftTime,
  instantToLocalInput,
  localInputToInstant,
  monthOf,
} from './local-time';

describe('localInputToInstant', () => {
  it('reads a form time as Chile’s wall-clock time, on either side of an offset change', () => {
    expect(localInputToInstant('2026-11-27T18:00')).toBe('2026-11-27T21:00:00Z');
    expect(localInputToInstant('2026-06-01T09:00')).toBe('2026-06-01T13:00:00Z');
  });

  it('moves a time the change skips forward (00:30 on 6 Sept 2026)', () => {
    expect(localInputToInstant('2026-09-06T00:30')).toBe('2026-09-06T04:30:00Z');
  });

  it('is null for anything else', () => {
    expect(localInputToInstant('')).toBeNull();
    expect(localInputToInstant('2026-02-30T09:00')).toBeNull();
  });
});

describe('instantToLocalInput and monthOf', () => {
  it('write an instant in Chile’s time', () => {
    const instant = Date.parse('2026-12-01T02:30:00Z');
    expect(instantToLocalInput(instant)).toBe('2026-11-30T23:30');
    expect(monthOf(instant)).toBe('2026-11');
  });
});

describe('formatShiftTime', () => {
  it('shows the day and the 24-hour time in Chile', () => {
    const text = formatShiftTime('2026-11-26T12:00:00Z');
    expect(text).toContain('26');
    expect(text).toContain('09:00');
    expect(text.toLowerCase()).toContain('nov');
  });
});

describe('formatLocalDate', () => {
  it('shows a calendar day as that day, whatever the zone it runs in', () => {
    const text = formatLocalDate('2026-12-08');
    expect(text).toContain('8');
    expect(text.toLowerCase()).toContain('dic');
    expect(text.toLowerCase()).toContain('mar');
    expect(formatLocalDate('2027-01-01')).toContain('1');
  });
});
