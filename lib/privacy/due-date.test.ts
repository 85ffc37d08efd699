import { describe, expect, it } from 'vitest';
import { chileDateOf, responseBusinessDays, responseDueOn } from './due-date';

describe('chileDateOf', () => {
  it('is the day in Santiago, not in UTC', () => {
    // 02:00 UTC on 2 December is 23:00 on 1 December in Santiago (UTC−3 in summer).
    expect(chileDateOf(new Date('2026-12-02T02:00:00Z'))).toBe('2026-12-01');
    expect(chileDateOf(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-02');
    // Winter (UTC−4): 03:30 UTC on 1 July is still 30 June.
    expect(chileDateOf(new Date('2027-07-01T03:30:00Z'))).toBe('2027-06-30');
  });
});

describe('responseDueOn', () => {
  it('counts business days, skipping weekends and Chilean public holidays', () => {
    // Wednesday 25 November 2026: 15 business days skip four weekends and 8 December
    // (Inmaculada Concepción, a Tuesday).
    expect(responseDueOn(new Date('2026-11-25T15:00:00Z'), 15)).toBe('2026-12-17');
  });

  it('counts from the day the request arrived in Chile', () => {
    // Friday 23:30 in Santiago (Saturday in UTC): the Friday counts as the day of arrival.
    expect(responseDueOn(new Date('2026-12-05T02:30:00Z'), 1)).toBe('2026-12-07');
    // Arriving on a Saturday: the first business day is Monday.
    expect(responseDueOn(new Date('2026-12-05T15:00:00Z'), 1)).toBe('2026-12-07');
  });

  it('skips Good Friday and Holy Saturday', () => {
    // Wednesday 24 March 2027: Thursday 25 counts, Friday 26 and Saturday 27 are holidays.
    expect(responseDueOn(new Date('2027-03-24T15:00:00Z'), 2)).toBe('2027-03-29');
  });

  it('skips Fiestas Patrias and the new year', () => {
    // Thursday 17 September 2026: Friday 18 and Saturday 19 are holidays.
    expect(responseDueOn(new Date('2026-09-17T15:00:00Z'), 1)).toBe('2026-09-21');
    // Wednesday 31 December 2026: 1 January is a holiday.
    expect(responseDueOn(new Date('2026-12-31T15:00:00Z'), 1)).toBe('2027-01-04');
  });

  it('follows PRIVACY_RESPONSE_BUSINESS_DAYS', () => {
    const arrived = new Date('2026-11-25T15:00:00Z');
    expect(responseDueOn(arrived, 1)).toBe('2026-11-26');
    expect(responseDueOn(arrived, 2)).toBe('2026-11-27');
    expect(responseDueOn(arrived, 3)).toBe('2026-11-30');
  });
});

describe('responseBusinessDays', () => {
  it('gives a block 2 business days, every other right the configured ones', () => {
    expect(responseBusinessDays('bloqueo', 15)).toBe(2);
    expect(responseBusinessDays('supresion', 15)).toBe(15);
    expect(responseBusinessDays('acceso', 10)).toBe(10);
    // Friday 27 November 2026: two business days later is Tuesday 1 December.
    expect(
      responseDueOn(new Date('2026-11-27T15:00:00Z'), responseBusinessDays('bloqueo', 15)),
    ).toBe('2026-12-01');
  });
});
