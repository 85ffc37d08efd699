import { describe, expect, it } from 'vitest';
import { isPublicHoliday } from '@/lib/holidays';
import { hoursByMember, hoursCsv, monthBounds, splitHours } from './hours';

/** A local Santiago time with its offset, as the cases are written. */
const at = (iso: string) => Date.parse(iso);

describe('splitHours', () => {
  it('walks at most 92 local days: a longer range is an error, not a long walk', () => {
    const start = at('2026-01-01T00:00-03:00');
    expect(splitHours(start, start + 92 * 86_400_000, isPublicHoliday).total).toBe(92 * 24);
    expect(() => splitHours(start, start + 93 * 86_400_000, isPublicHoliday)).toThrow(RangeError);
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
      night: 0,
      weekend: 0,
      holiday: 0,
    });
  });

  it('cuts at local midnight, not UTC midnight', () => {
    // Friday 20:00 to Saturday 02:00 local: 2 business hours, 2 night hours, 2 weekend hours.
    expect(
      splitHours(at('2026-11-27T20:00-03:00'), at('2026-11-28T02:00-03:00'), isPublicHoliday),
    ).toEqual({
      total: 6,
      business: 2,
      night: 2,
      weekend: 2,
      holiday: 0,
    });
  });

  it('lets a public holiday win over a weekend (Saturday 19 Sept 2026, Fiestas Patrias)', () => {
    expect(
      splitHours(at('2026-09-19T00:00-03:00'), at('2026-09-20T00:00-03:00'), isPublicHoliday),
    ).toEqual({
      total: 24,
      business: 0,
      night: 0,
      weekend: 0,
      holiday: 24,
    });
  });

  it('counts a weekday holiday as holiday (Friday 18 Sept 2026)', () => {
    expect(
      splitHours(at('2026-09-17T12:00-03:00'), at('2026-09-18T12:00-03:00'), isPublicHoliday),
    ).toEqual({
      total: 24,
      business: 10,
      night: 2,
      weekend: 0,
      holiday: 12,
    });
  });

  it('splits a shift across Easter 2026 and the change back to UTC−4 (5 April, 00:00 −03)', () => {
    // Thursday 2 April 09:00 to Monday 6 April 09:00 local. Good Friday and Holy Saturday are
    // holidays; Saturday lasts 25 hours (24:00 −03 becomes 23:00 −04); Sunday is a weekend day;
    // Thursday 22:00–24:00 and Monday 00:00–07:00 are nights.
    const split = splitHours(
      at('2026-04-02T09:00-03:00'),
      at('2026-04-06T09:00-04:00'),
      isPublicHoliday,
    );
    expect(split).toEqual({
      total: 97,
      business: 13 + 2,
      night: 2 + 7,
      weekend: 24,
      holiday: 24 + 25,
    });
  });

  it('counts a 23-hour Sunday when Santiago moves to UTC−3 (6 Sept 2026)', () => {
    expect(
      splitHours(at('2026-09-05T12:00-04:00'), at('2026-09-07T00:00-03:00'), isPublicHoliday),
    ).toEqual({
      total: 12 + 23,
      business: 0,
      night: 0,
      weekend: 35,
      holiday: 0,
    });
  });

  it('splits a weekday night across 22:00 and 07:00 (Tuesday 24 to Wednesday 25 Nov 2026)', () => {
    expect(
      splitHours(at('2026-11-24T21:00-03:00'), at('2026-11-25T08:00-03:00'), isPublicHoliday),
    ).toEqual({ total: 11, business: 1 + 1, night: 2 + 7, weekend: 0, holiday: 0 });
    // 07:00 starts business hours and 22:00 starts the night, to the millisecond.
    const seven = at('2026-11-25T07:00-03:00');
    expect(splitHours(seven - 1, seven + 1, isPublicHoliday)).toMatchObject({
      business: 1 / 3_600_000,
      night: 1 / 3_600_000,
    });
    const ten = at('2026-11-25T22:00-03:00');
    expect(splitHours(ten - 3_600_000, ten + 3_600_000, isPublicHoliday)).toMatchObject({
      business: 1,
      night: 1,
    });
  });

  it('counts a shift across midnight into a holiday as holiday from midnight (18 Sept 2026)', () => {
    // Thursday 17 September 20:00 to Friday 18 (Fiestas Patrias) 03:00.
    expect(
      splitHours(at('2026-09-17T20:00-03:00'), at('2026-09-18T03:00-03:00'), isPublicHoliday),
    ).toEqual({ total: 7, business: 2, night: 2, weekend: 0, holiday: 3 });
  });

  it('counts the night of a holiday on a weekend as holiday: Holy Saturday 4 April 2026', () => {
    expect(
      splitHours(at('2026-04-03T23:00-03:00'), at('2026-04-04T07:00-03:00'), isPublicHoliday),
    ).toEqual({ total: 8, business: 0, night: 0, weekend: 0, holiday: 8 });
    // Saturday 31 October and Sunday 1 November 2026 are holidays too; Monday's night is night.
    expect(
      splitHours(at('2026-10-30T21:00-03:00'), at('2026-11-02T07:00-03:00'), isPublicHoliday),
    ).toEqual({ total: 58, business: 1, night: 2 + 7, weekend: 0, holiday: 48 });
  });

  it('counts nights by the local clock across the change to UTC−4 (Saturday 4 April 2026)', () => {
    // Thursday 2 April 20:00 −03 to Monday 6 April 08:00 −04: 85 real hours. Thursday's and
    // Monday's nights are 2 and 7 hours; Good Friday 24 and Holy Saturday 25 are holidays.
    expect(
      splitHours(at('2026-04-02T20:00-03:00'), at('2026-04-06T08:00-04:00'), isPublicHoliday),
    ).toEqual({ total: 85, business: 2 + 1, night: 2 + 7, weekend: 24, holiday: 24 + 25 });
  });

  it('counts nights by the local clock across the change to UTC−3 (Sunday 6 Sept 2026)', () => {
    // Friday 4 September 20:00 −04 to Monday 7 September 09:00 −03: 60 real hours, Sunday 23.
    expect(
      splitHours(at('2026-09-04T20:00-04:00'), at('2026-09-07T09:00-03:00'), isPublicHoliday),
    ).toEqual({ total: 60, business: 2 + 2, night: 2 + 7, weekend: 24 + 23, holiday: 0 });
  });

  it('puts every hour in exactly one kind: the kinds sum to the total', () => {
    // Ranges of up to 40 days from across 2026 and 2027, both offset changes and Easter included.
    let seed = 43;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const origin = at('2026-01-01T00:00-03:00');
    for (let i = 0; i < 200; i++) {
      const start = origin + Math.floor(random() * 700 * 86_400_000);
      const end = start + Math.floor(random() * 40 * 86_400_000);
      const split = splitHours(start, end, isPublicHoliday);
      const kinds = split.business + split.night + split.weekend + split.holiday;
      expect(kinds).toBeCloseTo(split.total, 9);
      expect(split.total).toBeCloseTo((end - start) / 3_600_000, 9);
    }
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
      rows.map((row) => [
        row.memberId,
        row.total,
        row.business,
        row.night,
        row.weekend,
        row.holiday,
      ]),
    ).toEqual([
      ['a', 1.5, 1.5, 0, 0, 0],
      // 1 Nov 2026 (Sunday, All Saints' Day) is a holiday; Monday 2 Nov is night to 07:00, then
      // business to 09:00, plus 10:30–12:00.
      ['b', 24 + 9 + 1.5, 2 + 1.5, 7, 0, 24],
    ]);
  });

  it('writes the CSV Excel opens in columns with Chilean settings', () => {
    const csv = hoursCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'miembro;email;horas_total;horas_habiles;horas_noche;horas_fin_de_semana;horas_feriado',
      'Ana;a@x.cl;1,5;1,5;0,0;0,0;0,0',
      '"Beto; ""B""";b@x.cl;34,5;3,5;7,0;0,0;24,0',
      '',
    ]);
  });

  it('writes a name a spreadsheet could evaluate as text', () => {
    const [row] = rows;
    const csv = hoursCsv([{ ...row!, nombre: '=HYPERLINK("http://x.test")', email: '+a@x.cl' }]);
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""http://x.test"")";"'+a@x.cl";1,5;1,5;0,0;0,0;0,0`,
    );
  });
});
