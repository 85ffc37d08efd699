import { describe, expect, it } from 'vitest';
import { isPublicHoliday } from '@/lib/holidays';
import { hoursByMember, monthBounds } from '../hours/hours';
import {
  monthIsOver,
  payAmount,
  payCsv,
  payRatesSchema,
  payRows,
  publishPaySchema,
  sameRates,
} from './model';

const rates = { habiles: 1000, noche: 1500, finDeSemana: 2000, feriado: 3000 };
const none = { business: 0, night: 0, weekend: 0, holiday: 0 };

describe('payAmount', () => {
  it('is each kind of hour at its rate, summed', () => {
    expect(payAmount({ business: 15, night: 9, weekend: 24, holiday: 0 }, rates)).toBe(
      15 * 1000 + 9 * 1500 + 24 * 2000,
    );
    expect(payAmount(none, rates)).toBe(0);
  });

  it('rounds the exact sum once, half up, not each kind', () => {
    // 20 minutes at 1,000 and 20 minutes at 1,500: 333.33… + 500 = 833.33… → 833.
    expect(payAmount({ ...none, business: 1 / 3, night: 1 / 3 }, rates)).toBe(833);
    // 18 minutes at 5 and 18 at 0: exactly 1.5 → 2 (half up).
    const five = { habiles: 5, noche: 0, finDeSemana: 0, feriado: 0 };
    expect(payAmount({ ...none, business: 0.3, night: 0.3 }, five)).toBe(2);
    // Each kind rounded alone would be 1 + 1 (0.5 → 1 twice); the sum of 1.0 is 1.
    const halves = { habiles: 1, noche: 1, finDeSemana: 0, feriado: 0 };
    expect(payAmount({ ...none, business: 0.5, night: 0.5 }, halves)).toBe(1);
    // 1 ms at 1,800,000 pesos an hour is exactly half a peso: 1.
    expect(payAmount({ ...none, business: 1 / 3_600_000 }, { ...five, habiles: 1_800_000 })).toBe(
      1,
    );
    expect(payAmount({ ...none, business: 1 / 3_600_000 }, { ...five, habiles: 1_799_999 })).toBe(
      0,
    );
  });

  it('stays exact for large rates and a whole month of milliseconds', () => {
    const big = { habiles: 9_000_000_000, noche: 0, finDeSemana: 0, feriado: 0 };
    const hours = (31 * 24 * 3_600_000 + 1) / 3_600_000;
    // 744 h and 1 ms at 9e9 an hour: 6,696e9 + 2,500 exactly.
    expect(payAmount({ ...none, business: hours }, big)).toBe(6_696_000_002_500);
  });
});

describe('payRows and payCsv', () => {
  const { start, end } = monthBounds('2026-11');
  const at = (iso: string) => Date.parse(iso);
  const hours = hoursByMember(
    [
      // Sunday 1 November (All Saints' Day) to Monday 2 November 09:00: 24 holiday, 7 night, 2.
      {
        memberId: 'b',
        nombre: 'Beto; "B"',
        email: 'b@x.cl',
        start: at('2026-11-01T00:00-03:00'),
        end: at('2026-11-02T09:00-03:00'),
      },
      // Friday 6 November 20:00 to Saturday 7 November 01:00, 20 minutes later.
      {
        memberId: 'a',
        nombre: 'Ana',
        email: '=a@x.cl',
        start: at('2026-11-06T20:00-03:00'),
        end: at('2026-11-07T01:20-03:00'),
      },
    ],
    start,
    end,
    isPublicHoliday,
  );
  const rows = payRows(hours, rates);

  it('prices each member’s hours at the rates', () => {
    expect(rows.map((row) => [row.memberId, row.amount])).toEqual([
      ['a', 2 * 1000 + 2 * 1500 + Math.round((4 / 3) * 2000)],
      ['b', 2 * 1000 + 7 * 1500 + 24 * 3000],
    ]);
  });

  it('writes the hours report’s format with the amount in whole pesos', () => {
    const csv = payCsv(rows);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'miembro;email;horas_habiles;horas_noche;horas_fin_de_semana;horas_feriado;monto_clp',
      `Ana;"'=a@x.cl";2,0;2,0;1,3;0,0;7667`,
      '"Beto; ""B""";b@x.cl;2,0;7,0;0,0;24,0;84500',
      '',
    ]);
  });
});

describe('the schemas', () => {
  it('takes whole pesos ≥ 0 from a month on', () => {
    expect(payRatesSchema.parse({ effectiveFrom: '2026-11', clpPerHour: rates })).toEqual({
      effectiveFrom: '2026-11',
      clpPerHour: rates,
    });
    expect(
      payRatesSchema.safeParse({ effectiveFrom: '2026-11', clpPerHour: { ...rates, noche: 0 } })
        .success,
    ).toBe(true);
  });

  it('refuses anything else with a Spanish message naming the field', () => {
    const problems = (body: unknown) =>
      payRatesSchema
        .safeParse(body)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(problems({ effectiveFrom: '2026-13', clpPerHour: rates })).toEqual([
      ['effectiveFrom', 'Indica desde qué mes rige la tarifa (effectiveFrom) como AAAA-MM'],
    ]);
    for (const bad of [-1, 1.5, '1000', null, Number.POSITIVE_INFINITY]) {
      expect(
        problems({ effectiveFrom: '2026-11', clpPerHour: { ...rates, finDeSemana: bad } }),
      ).toEqual([
        [
          'clpPerHour.finDeSemana',
          'La tarifa finDeSemana (clpPerHour.finDeSemana) debe ser un número entero de pesos, 0 o más',
        ],
      ]);
    }
    const { feriado: _, ...missing } = rates;
    expect(problems({ effectiveFrom: '2026-11', clpPerHour: missing })?.[0]?.[0]).toBe(
      'clpPerHour.feriado',
    );
    expect(problems({ effectiveFrom: '2026-11' })).toEqual([
      [
        'clpPerHour',
        'Indica las tarifas por hora (clpPerHour): habiles, noche, finDeSemana y feriado',
      ],
    ]);
    expect(
      publishPaySchema.safeParse({ group: 'clientes', month: '2026-11' }).error?.issues[0]?.message,
    ).toBe('Indica el grupo (group): equipo o agencia');
  });

  it('tells the same rates apart from changed ones', () => {
    expect(sameRates(rates, { ...rates })).toBe(true);
    expect(sameRates(rates, { ...rates, feriado: 3001 })).toBe(false);
  });
});

describe('monthIsOver', () => {
  it('ends a month at local midnight in Santiago', () => {
    const end = Date.parse('2026-12-01T00:00-03:00');
    expect(monthIsOver('2026-11', end - 1)).toBe(false);
    expect(monthIsOver('2026-11', end)).toBe(true);
    expect(monthIsOver('2026-12', end)).toBe(false);
  });
});
