import { describe, expect, it } from 'vitest';
import { byUrgency, type StoredPrivacyRequest } from './model';

const request = (id: string, fields: Partial<StoredPrivacyRequest>): StoredPrivacyRequest => ({
  id,
  email: `${id}@empresa.cl`,
  right: 'acceso',
  message: '',
  status: 'abierta',
  createdAt: '2026-12-01T12:00:00.000Z',
  dueOn: '2026-12-22',
  ...fields,
});

describe('byUrgency', () => {
  it('puts open requests first, the earliest deadline (overdue ones) first', () => {
    const list = [
      request('answered-old', { status: 'respondida', answeredAt: '2026-12-02T10:00:00.000Z' }),
      request('later', { dueOn: '2026-12-30' }),
      request('answered-new', { status: 'respondida', answeredAt: '2026-12-10T10:00:00.000Z' }),
      request('overdue', { dueOn: '2026-11-20' }),
      request('soon', { dueOn: '2026-12-22' }),
    ];
    expect(list.sort(byUrgency).map((item) => item.id)).toEqual([
      'overdue',
      'soon',
      'later',
      'answered-new',
      'answered-old',
    ]);
  });
});
