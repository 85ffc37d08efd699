import { describe, expect, it } from 'vitest';
import type { Plan } from '../plan/timeline';
import { absenceAt, absenceSchema, type AbsenceRule } from './model';
import { standInAt } from './stand-in';

const at = (iso: string) => Date.parse(iso);
const plan: Plan = {
  rotation: {
    memberIds: ['ana', 'beto', 'caro'],
    length: { unit: 'days', count: 1 },
    handoffTime: '09:00',
    timeZone: 'America/Santiago',
    startsOn: '2026-11-23',
  },
  coverages: [],
  fallback: null,
  names: new Map([
    ['ana', 'Ana'],
    ['beto', 'Beto'],
    ['caro', 'Caro'],
    ['dani', 'Dani'],
  ]),
};
const nameOf = (id: string) => plan.names.get(id) ?? '';
// 24 November 2026, 10:00 in Santiago (UTC−3): shift 1 of the rotation, Beto's.
const t = at('2026-11-24T13:00:00Z');
const awayFrom =
  (...ids: string[]) =>
  (id: string) =>
    !ids.includes(id);

describe('standInAt: whom a shift goes to when its member is away', () => {
  it('takes the next member of the rotation’s order who is there', () => {
    expect(standInAt(plan, t, undefined, awayFrom('beto'), nameOf)).toEqual({
      memberId: 'caro',
      nombre: 'Caro',
      source: 'rotación',
    });
    expect(standInAt(plan, t, undefined, awayFrom('beto', 'caro'), nameOf)?.memberId).toBe('ana');
  });

  it('falls back to the rotation’s fallback member, else to nobody (the holder stays)', () => {
    const everyone = awayFrom('ana', 'beto', 'caro');
    expect(standInAt(plan, t, 'dani', everyone, nameOf)).toEqual({
      memberId: 'dani',
      nombre: 'Dani',
      source: 'rotación',
    });
    expect(standInAt(plan, t, 'dani', awayFrom('ana', 'beto', 'caro', 'dani'), nameOf)).toBeNull();
    expect(standInAt({ ...plan, rotation: null }, t, undefined, everyone, nameOf)).toBeNull();
  });
});

describe('absences', () => {
  const absences: AbsenceRule[] = [
    {
      id: 'a1',
      memberId: 'beto',
      from: at('2026-11-24T00:00:00Z'),
      to: at('2026-11-25T00:00:00Z'),
      kind: 'vacaciones',
    },
  ];

  it('are [from, to): away from the first instant, back at the last', () => {
    expect(absenceAt(absences, 'beto', at('2026-11-24T00:00:00Z'))?.id).toBe('a1');
    expect(absenceAt(absences, 'beto', at('2026-11-25T00:00:00Z'))).toBeUndefined();
    expect(absenceAt(absences, 'ana', t)).toBeUndefined();
  });

  it('are validated like coverages, up to 92 days, with a Spanish message naming the field', () => {
    const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const valid = { from: future(1), to: future(3), kind: 'vacaciones' };
    expect(absenceSchema.safeParse(valid).success).toBe(true);
    const problems = [
      [{ ...valid, to: valid.from }, 'La ausencia debe terminar después de comenzar'],
      [{ ...valid, to: future(94) }, 'Una ausencia dura como máximo 92 días'],
      [
        { ...valid, from: future(-3), to: future(-1) },
        'La ausencia ya terminó: elige un término futuro',
      ],
      [
        { ...valid, kind: 'feriado' },
        'Tipo de ausencia no válido: vacaciones, licencia, permiso u otro',
      ],
    ] as const;
    for (const [input, message] of problems) {
      const result = absenceSchema.safeParse(input);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });
});
