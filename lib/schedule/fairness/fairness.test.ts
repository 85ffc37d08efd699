import { describe, expect, it } from 'vitest';
import { fairnessOf } from './fairness';

const hours = (
  memberId: string,
  total: number,
  night: number,
  weekend: number,
  holiday: number,
) => ({
  memberId,
  total,
  night,
  weekend,
  holiday,
});

describe('fairnessOf', () => {
  const members = [
    { id: 'a', nombre: 'Ana' },
    { id: 'b', nombre: 'Beto' },
    { id: 'c', nombre: 'Caro' },
    { id: 'd', nombre: 'Álvaro' },
  ];

  it('lists every current member, the lightest off-hours first, then by name', () => {
    const result = fairnessOf(
      members,
      [
        hours('a', 100, 30, 20, 10),
        hours('b', 50, 9, 0, 0),
        // Someone no longer a member: left out.
        hours('gone', 500, 100, 100, 100),
      ],
      [
        { requesterId: 'a', acceptorId: 'b' },
        { requesterId: 'a', acceptorId: 'c' },
        { requesterId: 'b', acceptorId: 'c' },
        { requesterId: 'gone', acceptorId: 'c' },
      ],
    );
    expect(result).toEqual([
      // Nobody held any: zeros, by name in Spanish order (Á with A).
      {
        memberId: 'd',
        nombre: 'Álvaro',
        hours: 0,
        offHours: 0,
        holidayHours: 0,
        coversGiven: 0,
        coversReceived: 0,
      },
      {
        memberId: 'c',
        nombre: 'Caro',
        hours: 0,
        offHours: 0,
        holidayHours: 0,
        coversGiven: 3,
        coversReceived: 0,
      },
      {
        memberId: 'b',
        nombre: 'Beto',
        hours: 50,
        offHours: 9,
        holidayHours: 0,
        coversGiven: 1,
        coversReceived: 1,
      },
      {
        memberId: 'a',
        nombre: 'Ana',
        hours: 100,
        offHours: 60,
        holidayHours: 10,
        coversGiven: 0,
        coversReceived: 2,
      },
    ]);
  });

  it('is empty for a group without members', () => {
    expect(fairnessOf([], [hours('a', 1, 1, 0, 0)], [])).toEqual([]);
  });
});
