import { describe, expect, it } from 'vitest';
import { isPublicHoliday } from '@/lib/holidays';
import { hoursByMember, hoursCsv, monthBounds, splitHours } from './hours';

/** A local Santiago time with its offset, as the cases are written. */
const at = (iso: string) => Date.parse(iso);

describe('splitHours', () => {
  it('walks at most 62 local days: a longer range is an error, not a long walk', () => {
    const start = at('2026-01-01T00:00-03:00');
    expect(splitHours(start, start + 62 * 86_400_000, isPublicHoliday).total).toBe(62 * 24);
    expect(() => splitHours(start, at('9999-12-31T00:00-03:00'), isPublicHoliday)).toThrow(
      RangeError,
    );
  });

  it('counts a weekday as business hours', () => {
    // Wednesday 25 Nov 2026, 09:00 to 17:00 local (UTC−3).
    expect(
      splitHours(at('2026-11-25T09:00-03:00'), at('2026-11-25T17:00-03:00'), isPublicHoliday),
    ).toEqual({
      total: 8,
      business: 8,
      weekend: 0,
      holiday: 0,
    });
  });

  it('cuts at local midnight, not UTC midnight', () => {
    // Friday 22:00 to Saturday 02:00 local: 2 business hours, 2 weekend hours.
    expect(
      splitHours(at('2026-11-27T22:00-03:00'), at('2026-11-28T02:00-03:00'), isPublicHoliday),
    ).toMatchObject({
      business: 2,
      weekend: 2,
    });
  });

  it('lets a public holiday win over a weekend (Saturday 19 Sept 2026, Fiestas Patrias)', () => {
    expect(
      splitHours(at('2026-09-19T00:00-03:00'), at('2026-09-20T00:00-03:00'), isPublicHoliday),
    ).toEqual({
      total: 24,
      business: 0,
      weekend: 0,
      holiday: 24,
    });
  });

  it('counts a weekday holiday as holiday (Friday 18 Sept 2026)', () => {
    expect(
      splitHours(at('2026-09-17T12:00-03:00'), at('2026-09-18T12:00-03:00'), isPublicHoliday),
    ).toMatchObject({
      business: 12,
      holiday: 12,
    });
  });

  it('splits a shift across Easter 2026 and the change back to UTC−4', () => {
    // Thursday 2 April 09:00 to Monday 6 April 09:00 local. Good Friday and Holy Saturday are
    // holidays; Saturday lasts 25 hours (24:00 −03 becomes 23:00 −04); Sunday is a weekend day.
    const split = splitHours(
      at('2026-04-02T09:00-03:00'),
      at('2026-04-06T09:00-04:00'),
      isPublicHoliday,
    );
    expect(split).toEqual({ total: 97, business: 15 + 9, weekend: 24, holiday: 24 + 25 });
  });

  it('counts a 23-hour Sunday when Santiago moves to UTC−3 (6 Sept 2026)', () => {
    expect(
      splitHours(at('2026-09-05T12:00-04:00'), at('2026-09-07T00:00-03:00'), isPublicHoliday),
    ).toEqual({
      total: 12 + 23,
      business: 0,
      weekend: 35,
      holiday: 0,
    });
  });

  it('is zero for an empty or reversed range', () => {
    expect(splitHours(10, 10, isPublicHoliday).total).toBe(0);
    expect(splitHours(10, 5, isPublicHoliday).total).toBe(0);
  });
});

describe('monthBounds', () => {
  it('bounds a month at local midnights', () => {
    const { start, end } = monthBounds('2026-04');
    expect(new Date(start).toISOString()).toBe('2026-04-01T03:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-05-01T04:00:00.000Z');
  });
});

describe('hoursByMember and hoursCsv', () => {
  const { start, end } = monthBounds('2026-11');
  const rows = hoursByMember(
    [
      // Held from October into November: only November counts.
      {
        memberId: 'b',
        nombre: 'Beto; "B"',
        email: 'b@x.cl',
        start: at('2026-10-31T09:00-03:00'),
        end: at('2026-11-02T09:00-03:00'),
      },
      {
        memberId: 'a',
        nombre: 'Ana',
        email: 'a@x.cl',
        start: at('2026-11-02T09:00-03:00'),
        end: at('2026-11-02T10:30-03:00'),
      },
      {
        memberId: 'b',
        nombre: 'Beto; "B"',
        email: 'b@x.cl',
        start: at('2026-11-02T10:30-03:00'),
        end: at('2026-11-02T12:00-03:00'),
      },
      {
        memberId: 'c',
        nombre: 'Caro',
        email: 'c@x.cl',
        start: at('2026-12-01T09:00-03:00'),
        end: at('2026-12-02T09:00-03:00'),
      },
    ],
    start,
    end,
    isPublicHoliday,
  );

  it('sums each member of the month, cut at its bounds, sorted by name', () => {
    expect(
      rows.map((row) => [row.memberId, row.total, row.business, row.weekend, row.holiday]),
    ).toEqual([
      ['a', 1.5, 1.5, 0, 0],
      // 1 Nov 2026 (Sunday, All Saints' Day) is a holiday; Monday 2 Nov to 09:00 plus 10:30–12:00.
      ['b', 24 + 9 + 1.5, 10.5, 0, 24],
    ]);
  });

  it('writes the CSV Excel opens in columns with Chilean settings', () => {
    const csv = hoursCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'miembro;email;horas_total;horas_habiles;horas_fin_de_semana;horas_feriado',
      'Ana;a@x.cl;1,5;1,5;0,0;0,0',
      '"Beto; ""B""";b@x.cl;34,5;10,5;0,0;24,0',
      '',
    ]);
  });

  it('writes a name a spreadsheet could evaluate as text', () => {
    const [row] = rows;
    const csv = hoursCsv([{ ...row!, nombre: '=HYPERLINK("http://x.test")', email: '+a@x.cl' }]);
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://x.test"")";"'+a@x.cl";1,5;1,5;0,0;0,0`,
    );
  });
});
