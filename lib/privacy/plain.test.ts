import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { plainData } from './plain';

describe('plainData', () => {
  it('writes timestamps at any depth as ISO instants and keeps the rest', () => {
    const at = new Date('2026-12-01T12:00:00Z');
    expect(
      plainData({
        name: 'Ana',
        createdAt: Timestamp.fromDate(at),
        consent: { version: '1.0', at: Timestamp.fromDate(at) },
        tags: [Timestamp.fromDate(at), 1, null],
      }),
    ).toEqual({
      name: 'Ana',
      createdAt: '2026-12-01T12:00:00.000Z',
      consent: { version: '1.0', at: '2026-12-01T12:00:00.000Z' },
      tags: ['2026-12-01T12:00:00.000Z', 1, null],
    });
  });
});
