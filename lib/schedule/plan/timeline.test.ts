import { describe, expect, it } from 'vitest';
import type { RotationRule } from '../model';
import {
  holdingAndNext,
  mergePieces,
  pastPieces,
  plannedHolderAt,
  plannedPieces,
  presentHolderAt,
  timeline,
  toShift,
  type CoverageRule,
  type Plan,
} from './timeline';

const at = (iso: string) => Date.parse(iso);
const rotation: RotationRule = {
  memberIds: ['ana', 'beto'],
  length: { unit: 'days', count: 1 },
  handoffTime: '09:00',
  timeZone: 'America/Santiago',
  startsOn: '2026-11-23',
};
const names = new Map([
  ['ana', 'Ana'],
  ['beto', 'Beto'],
  ['caro', 'Caro'],
]);
const plan = (extra: Partial<Plan> = {}): Plan => ({
  rotation,
  coverages: [],
  fallback: null,
  names,
  ...extra,
});
const coverage = (memberId: string, from: string, to: string, createdAt = 1): CoverageRule => ({
  memberId,
  nombre: names.get(memberId) ?? '',
  from: at(from),
  to: at(to),
  createdAt,
});
const shifts = (p: Plan, from: string, to: string) =>
  plannedPieces(p, at(from), at(to)).map(toShift);

describe('plannedHolderAt', () => {
  it('names the rotation member, else the fallback before the rotation starts', () => {
    const withFallback = plan({ fallback: { memberId: 'caro', nombre: 'Caro' } });
    expect(plannedHolderAt(withFallback, at('2026-11-24T12:00:00Z'))).toEqual({
      memberId: 'beto',
      nombre: 'Beto',
      source: 'rotación',
    });
    expect(plannedHolderAt(withFallback, at('2026-11-23T11:59:59Z'))?.source).toBe('manual');
    expect(plannedHolderAt(plan(), at('2026-11-01T00:00:00Z'))).toBeNull();
  });

  it('lets the newest coverage win where two overlap', () => {
    const p = plan({
      coverages: [
        coverage('caro', '2026-11-24T00:00:00Z', '2026-11-26T00:00:00Z', 2),
        coverage('ana', '2026-11-24T18:00:00Z', '2026-11-25T00:00:00Z', 1),
      ],
    });
    expect(plannedHolderAt(p, at('2026-11-24T19:00:00Z'))?.memberId).toBe('caro');
  });

  it('ends a coverage at its `to`, exclusive', () => {
    const p = plan({
      coverages: [coverage('caro', '2026-11-24T13:00:00Z', '2026-11-24T15:00:00Z')],
    });
    expect(plannedHolderAt(p, at('2026-11-24T15:00:00Z'))?.memberId).toBe('beto');
  });
});

describe('plannedPieces', () => {
  it('cuts the rotation to the range', () => {
    expect(shifts(plan(), '2026-11-24T00:00:00Z', '2026-11-25T15:00:00Z')).toEqual([
      {
        memberId: 'ana',
        nombre: 'Ana',
        start: '2026-11-24T00:00:00.000Z',
        end: '2026-11-24T12:00:00.000Z',
        source: 'rotación',
      },
      {
        memberId: 'beto',
        nombre: 'Beto',
        start: '2026-11-24T12:00:00.000Z',
        end: '2026-11-25T12:00:00.000Z',
        source: 'rotación',
      },
      {
        memberId: 'ana',
        nombre: 'Ana',
        start: '2026-11-25T12:00:00.000Z',
        end: '2026-11-25T15:00:00.000Z',
        source: 'rotación',
      },
    ]);
  });

  it('overlays coverages and keeps one across a handoff as one shift', () => {
    // Caro covers from Monday 18:00 to Wednesday 09:00 local, across Tuesday's handoff.
    const p = plan({
      coverages: [coverage('caro', '2026-11-23T21:00:00Z', '2026-11-25T12:00:00Z')],
    });
    expect(shifts(p, '2026-11-23T12:00:00Z', '2026-11-26T12:00:00Z')).toEqual([
      {
        memberId: 'ana',
        nombre: 'Ana',
        start: '2026-11-23T12:00:00.000Z',
        end: '2026-11-23T21:00:00.000Z',
        source: 'rotación',
      },
      {
        memberId: 'caro',
        nombre: 'Caro',
        start: '2026-11-23T21:00:00.000Z',
        end: '2026-11-25T12:00:00.000Z',
        source: 'cobertura',
      },
      {
        memberId: 'ana',
        nombre: 'Ana',
        start: '2026-11-25T12:00:00.000Z',
        end: '2026-11-26T12:00:00.000Z',
        source: 'rotación',
      },
    ]);
  });

  it('merges the rotation member with their own adjacent shifts of the same source only', () => {
    const one: RotationRule = { ...rotation, memberIds: ['ana'] };
    const p = plan({
      rotation: one,
      coverages: [coverage('ana', '2026-11-24T12:00:00Z', '2026-11-24T20:00:00Z')],
    });
    expect(
      shifts(p, '2026-11-23T12:00:00Z', '2026-11-26T12:00:00Z').map((s) => [
        s.source,
        s.start,
        s.end,
      ]),
    ).toEqual([
      ['rotación', '2026-11-23T12:00:00.000Z', '2026-11-24T12:00:00.000Z'],
      ['cobertura', '2026-11-24T12:00:00.000Z', '2026-11-24T20:00:00.000Z'],
      ['rotación', '2026-11-24T20:00:00.000Z', '2026-11-26T12:00:00.000Z'],
    ]);
  });

  it('holds the fallback all along without a rotation, broken only by coverages', () => {
    const p = plan({
      rotation: null,
      fallback: { memberId: 'ana', nombre: 'Ana' },
      coverages: [coverage('beto', '2026-11-24T00:00:00Z', '2026-11-24T06:00:00Z')],
    });
    expect(
      shifts(p, '2026-11-23T00:00:00Z', '2026-11-25T00:00:00Z').map((s) => s.memberId),
    ).toEqual(['ana', 'beto', 'ana']);
  });

  it('is empty for an empty range or nobody to name', () => {
    expect(shifts(plan(), '2026-11-24T00:00:00Z', '2026-11-24T00:00:00Z')).toEqual([]);
    expect(
      shifts(plan({ rotation: null }), '2026-11-24T00:00:00Z', '2026-11-25T00:00:00Z'),
    ).toEqual([]);
  });
});

describe('pastPieces and timeline', () => {
  const entries = [
    { memberId: 'ana', nombre: 'Ana', source: 'manual' as const, at: at('2026-11-20T15:00:00Z') },
    {
      memberId: 'beto',
      nombre: 'Beto',
      source: 'rotación' as const,
      at: at('2026-11-24T12:00:00Z'),
    },
  ];
  const now = at('2026-11-24T18:00:00Z');

  it('reads holdings from the history, cut at the range and at now', () => {
    expect(
      pastPieces(entries, at('2026-11-24T00:00:00Z'), at('2026-11-30T00:00:00Z'), now).map(toShift),
    ).toEqual([
      {
        memberId: 'ana',
        nombre: 'Ana',
        start: '2026-11-24T00:00:00.000Z',
        end: '2026-11-24T12:00:00.000Z',
        source: 'manual',
      },
      {
        memberId: 'beto',
        nombre: 'Beto',
        start: '2026-11-24T12:00:00.000Z',
        end: '2026-11-24T18:00:00.000Z',
        source: 'rotación',
      },
    ]);
  });

  it('joins the running holding to its planned rest, keeping its start', () => {
    const pieces = timeline(
      entries,
      plan(),
      at('2026-11-24T00:00:00Z'),
      at('2026-11-26T00:00:00Z'),
      now,
    );
    expect(pieces.map(toShift).map((s) => [s.memberId, s.start, s.end])).toEqual([
      ['ana', '2026-11-24T00:00:00.000Z', '2026-11-24T12:00:00.000Z'],
      ['beto', '2026-11-24T12:00:00.000Z', '2026-11-25T12:00:00.000Z'],
      ['ana', '2026-11-25T12:00:00.000Z', '2026-11-26T00:00:00.000Z'],
    ]);
  });

  it('says who holds at an instant and who is next, from when', () => {
    const pieces = timeline(entries, plan(), entries[1]!.at, now + 14 * 86_400_000, now);
    const { current, next } = holdingAndNext(pieces, now);
    expect(current?.memberId).toBe('beto');
    expect(new Date(current!.start).toISOString()).toBe('2026-11-24T12:00:00.000Z');
    expect(next?.memberId).toBe('ana');
    expect(new Date(next!.start).toISOString()).toBe('2026-11-25T12:00:00.000Z');
  });

  it('has no next when the holder keeps the shift', () => {
    const pieces = timeline(
      entries,
      plan({ rotation: null, fallback: { memberId: 'beto', nombre: 'Beto' } }),
      now,
      now + 86_400_000,
      now,
    );
    expect(holdingAndNext(pieces, now)).toMatchObject({
      current: { memberId: 'beto' },
      next: null,
    });
    expect(holdingAndNext([], now)).toEqual({ current: null, next: null });
  });
});

describe('mergePieces', () => {
  it('keeps pieces with a gap between them apart', () => {
    const piece = { memberId: 'ana', nombre: 'Ana', source: 'rotación' as const };
    expect(
      mergePieces([
        { ...piece, start: 0, end: 1 },
        { ...piece, start: 2, end: 3 },
      ]),
    ).toHaveLength(2);
    expect(
      mergePieces([
        { ...piece, start: 0, end: 1 },
        { ...piece, start: 1, end: 3 },
      ]),
    ).toEqual([{ ...piece, start: 0, end: 3 }]);
  });
});

describe('presentHolderAt', () => {
  const three = plan({ rotation: { ...rotation, memberIds: ['ana', 'beto', 'caro'] } });
  // Shift 1 (from 24 Nov at 09:00) is Beto's.
  const t = at('2026-11-24T15:00:00Z');

  it('names the plan’s holder while they exist', () => {
    expect(presentHolderAt(three, t, () => true)).toEqual({
      holding: { memberId: 'beto', nombre: 'Beto', source: 'rotación' },
      skipped: null,
    });
  });

  it('skips a rotation member who is gone: the next present one of the order holds', () => {
    expect(presentHolderAt(three, t, (id) => id !== 'beto')).toEqual({
      holding: { memberId: 'caro', nombre: 'Caro', source: 'rotación' },
      skipped: { memberId: 'beto', nombre: 'Beto', source: 'rotación' },
    });
    // Past the end of the order, back to its start.
    expect(presentHolderAt(three, t, (id) => id === 'ana').holding?.memberId).toBe('ana');
    expect(presentHolderAt(three, t, () => false).holding).toBeNull();
  });

  it('leaves a gone member’s coverage out: the rotation holds', () => {
    const covered = plan({
      coverages: [coverage('caro', '2026-11-24T14:00:00Z', '2026-11-24T20:00:00Z')],
    });
    expect(presentHolderAt(covered, t, (id) => id !== 'caro')).toEqual({
      holding: { memberId: 'beto', nombre: 'Beto', source: 'rotación' },
      skipped: { memberId: 'caro', nombre: 'Caro', source: 'cobertura' },
    });
  });
});
