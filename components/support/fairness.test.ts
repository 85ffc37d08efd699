import { describe, expect, it } from 'vitest';
import { coverCandidates, fairnessMembers } from './fairness';

const member = (memberId: string, nombre: string, offHours: number) => ({
  memberId,
  nombre,
  offHours,
});

describe('fairnessMembers', () => {
  it('reads the members of an answer in the contract’s shape', () => {
    const answer = {
      since: '2026-09-01T03:00:00.000Z',
      members: [
        { ...member('a', 'Ana', 4), hours: 40, holidayHours: 0, coversGiven: 1, coversReceived: 0 },
      ],
    };
    expect(fairnessMembers(answer)).toEqual([answer.members[0]]);
  });

  it('is null for anything else, and leaves out members it cannot read', () => {
    expect(fairnessMembers(undefined)).toBeNull();
    expect(fairnessMembers({})).toBeNull();
    expect(fairnessMembers('<html>')).toBeNull();
    expect(fairnessMembers({ members: [null, { memberId: 'a' }, member('b', 'Beto', 1)] })).toEqual(
      [member('b', 'Beto', 1)],
    );
  });
});

describe('coverCandidates', () => {
  const request = {
    memberId: 'ana',
    from: '2026-12-01T12:00:00.000Z',
    to: '2026-12-02T12:00:00.000Z',
  };
  const fairness = [
    member('caro', 'Caro', 10),
    member('ana', 'Ana', 0),
    member('dani', 'Dani', 2),
    member('beto', 'Beto', 2),
  ];

  it('orders the members by fewest off hours, then by name, without the requester', () => {
    expect(coverCandidates(fairness, request, []).map((m) => m.memberId)).toEqual([
      'beto',
      'dani',
      'caro',
    ]);
  });

  it('leaves out whoever is away over part of the request', () => {
    const absences = [
      // Overlaps the request's last hour.
      { memberId: 'beto', from: '2026-12-02T11:00:00.000Z', to: '2026-12-05T00:00:00.000Z' },
      // Ends as the request starts: no overlap.
      { memberId: 'dani', from: '2026-11-30T00:00:00.000Z', to: '2026-12-01T12:00:00.000Z' },
    ];
    expect(coverCandidates(fairness, request, absences).map((m) => m.memberId)).toEqual([
      'dani',
      'caro',
    ]);
  });
});
