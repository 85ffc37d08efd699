import { describe, expect, it } from 'vitest';
import { SHIFT_SOURCE } from '../model';
import type { ShiftConfirmation } from './confirmation-state';
import {
  escalationDue,
  escalationDueAt,
  reminderDueAt,
  reminderHorizon,
  remindersDue,
} from './confirmation-timing';
import type { RotationRule } from '../model';
import { handoffAt } from '../rotations/rotation';
import { plannedPieces, type Plan } from '../plan/timeline';

const at = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

// Santiago (the project's zone, per Temporal) goes back from UTC−3 to UTC−4 at 2026-04-05T03:00Z
// (24:00 of Saturday the 4th becomes 23:00) and forward at 2026-09-06T04:00Z (00:00 of Sunday
// the 6th becomes 01:00).
const daily: RotationRule = {
  memberIds: ['ana', 'beto'],
  length: { unit: 'days', count: 1 },
  handoffTime: '09:00',
  timeZone: 'America/Santiago',
  startsOn: '2026-03-01',
};
const plan: Plan = { rotation: daily, coverages: [], fallback: null, names: new Map() };
const state = (handoff: string, confirmedAt: string | null): ShiftConfirmation => ({
  memberId: 'ana',
  at: handoff,
  confirmedAt,
});

describe('escalationDue', () => {
  it('is due SHIFT_CONFIRM_MINUTES after the handoff, only while unconfirmed', () => {
    const handoff = '2026-11-28T12:00:00.000Z';
    expect(escalationDue(state(handoff, null), at(handoff) + 15 * MINUTE - 1, 15)).toBe(false);
    expect(escalationDue(state(handoff, null), at(handoff) + 15 * MINUTE, 15)).toBe(true);
    expect(escalationDue(state(handoff, handoff), at(handoff) + 60 * MINUTE, 15)).toBe(false);
    expect(escalationDue(null, at(handoff), 15)).toBe(false);
  });

  it.each([
    // 23:55 −03 on 4 April; 15 minutes later the clocks read 23:10 −04.
    ['2026-04-05T02:55:00.000Z', '2026-04-05T03:10:00.000Z', '23:10'],
    // 23:55 −04 on 5 September; 15 minutes later the clocks read 01:10 −03.
    ['2026-09-06T03:55:00.000Z', '2026-09-06T04:10:00.000Z', '01:10'],
  ])('fires 15 real minutes after %s, across the offset change', (handoff, due, localDue) => {
    expect(escalationDueAt(at(handoff), 15)).toBe(at(due));
    expect(escalationDue(state(handoff, null), at(due) - 1, 15)).toBe(false);
    expect(escalationDue(state(handoff, null), at(due), 15)).toBe(true);
    const local = new Intl.DateTimeFormat('es-CL', {
      timeZone: 'America/Santiago',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(at(due));
    expect(local).toBe(localDue);
  });
});

describe('remindersDue', () => {
  const dueAt = (now: number, hours = 12) =>
    remindersDue(plannedPieces(plan, now, reminderHorizon(now, hours)), now, hours).map((piece) =>
      new Date(piece.start).toISOString(),
    );

  it.each([
    // 09:00 −04 on 5 April, reminded at 22:00 −03 on the 4th: 11 hours by the clock, 12 real.
    ['2026-04-05T13:00:00.000Z', '2026-04-05T01:00:00.000Z', 35],
    // 09:00 −03 on 6 September, reminded at 20:00 −04 on the 5th: 13 hours by the clock, 12 real.
    ['2026-09-06T12:00:00.000Z', '2026-09-06T00:00:00.000Z', 189],
  ])(
    'reminds the 09:00 shift starting %s exactly 12 real hours before, across the change',
    (start, due, shift) => {
      // The rotation's own maths puts that shift there (days since 1 March).
      expect(handoffAt(daily, shift)).toBe(at(start));
      expect(reminderDueAt(at(start), 12)).toBe(at(due));
      expect(dueAt(at(due) - 1)).toEqual([]);
      expect(dueAt(at(due))).toEqual([start]);
      expect(dueAt(at(start) - 1)).toEqual([start]);
      expect(dueAt(at(start))).toEqual([]);
    },
  );

  it('reminds the rotation and coverage pieces, never a manual holding', () => {
    const now = at('2026-11-28T12:30:00.000Z');
    const covered: Plan = {
      rotation: null,
      coverages: [
        {
          memberId: 'caro',
          nombre: 'Caro',
          from: now + 2 * 3_600_000,
          to: now + 5 * 3_600_000,
          createdAt: now - 1,
        },
      ],
      fallback: { memberId: 'ana', nombre: 'Ana' },
      names: new Map(),
    };
    const due = remindersDue(plannedPieces(covered, now, reminderHorizon(now, 12)), now, 12);
    expect(due.map((piece) => [piece.memberId, piece.source])).toEqual([
      ['caro', SHIFT_SOURCE.coverage],
    ]);
  });
});
