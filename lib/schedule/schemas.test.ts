import { describe, expect, it } from 'vitest';
import { coverageSchema, dutyInstantOf, rangeOf, rotationSchema } from './schemas';

const rotation = {
  memberIds: ['ana', 'beto'],
  length: { unit: 'weeks', count: 1 },
  handoffTime: '09:00',
  startsOn: '2026-12-07',
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('rotationSchema', () => {
  it('takes a rotation and defaults the zone to Santiago', () => {
    expect(rotationSchema.parse(rotation).timeZone).toBe('America/Santiago');
  });

  it('takes an optional fallback member', () => {
    expect(rotationSchema.parse(rotation).fallbackMemberId).toBeUndefined();
    expect(rotationSchema.parse({ ...rotation, fallbackMemberId: 'ana' }).fallbackMemberId).toBe(
      'ana',
    );
  });

  it.each([
    [{ memberIds: [] }, 'Agrega al menos un miembro a la rotación'],
    [{ handoffTime: '9:00' }, 'Indica la hora de traspaso como HH:MM (00:00 a 23:59)'],
    [{ handoffTime: '24:00' }, 'Indica la hora de traspaso como HH:MM (00:00 a 23:59)'],
    [{ timeZone: 'Chile/Nowhere' }, 'Zona horaria no válida (por ejemplo, America/Santiago)'],
    [{ startsOn: '2026-02-30' }, 'Indica la fecha del primer traspaso como AAAA-MM-DD'],
    [{ length: { unit: 'months', count: 1 } }, 'La duración del turno se indica en días o semanas'],
    [{ length: { unit: 'days', count: 29 } }, 'Cada turno dura de 1 a 28 días o semanas'],
    [{ fallbackMemberId: 'a/b' }, 'El miembro de respaldo no pertenece a este grupo'],
    [{ fallbackMemberId: 7 }, 'El miembro de respaldo no pertenece a este grupo'],
  ])('refuses %o in Spanish', (change, message) => {
    expect(firstMessage(rotationSchema.safeParse({ ...rotation, ...change }))).toBe(message);
  });
});

describe('coverageSchema', () => {
  const hour = 3_600_000;
  const at = (offset: number) => new Date(Date.now() + offset).toISOString();

  it('takes a future range of up to 31 days', () => {
    expect(
      coverageSchema.safeParse({ memberId: 'ana', from: at(hour), to: at(31 * 24 * hour) }).success,
    ).toBe(true);
  });

  it.each([
    [
      'ends before it starts',
      at(2 * hour),
      at(hour),
      'La cobertura debe terminar después de comenzar',
    ],
    [
      'lasts more than 31 days',
      at(hour),
      at(31 * 24 * hour + 2 * hour),
      'Una cobertura dura como máximo 31 días',
    ],
    ['ended', at(-3 * hour), at(-hour), 'La cobertura ya terminó: elige un término futuro'],
    [
      'has no offset',
      '2026-12-01T09:00:00',
      at(hour),
      'Indica fecha y hora con zona horaria (ISO 8601)',
    ],
  ])('refuses a range that %s', (_, from, to, message) => {
    expect(firstMessage(coverageSchema.safeParse({ memberId: 'ana', from, to }))).toBe(message);
  });
});

describe('rangeOf', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const range = (query: string) => rangeOf(new URLSearchParams(query), now);

  it('is now to 14 days ahead by default', () => {
    expect(range('')).toEqual({ from: now, to: now + 14 * 86_400_000 });
  });

  it('refuses more than 92 days, a reversed range and a malformed instant', () => {
    expect(range('to=2027-03-01T00:00:00Z')).toMatchObject({
      field: 'to',
      error: 'El rango admite como máximo 92 días',
    });
    expect(range('from=2026-11-20T00:00:00Z&to=2026-11-19T00:00:00Z')).toMatchObject({
      error: 'El rango debe terminar después de comenzar',
    });
    expect(range('from=ayer')).toMatchObject({ field: 'from' });
  });
});

describe('ids no document can have', () => {
  // A `/` or more than 1,500 bytes reached Firestore and came back as a 503: they are nobody in
  // the group, a 400 like any other member who is not in it.
  it.each([
    ['with a slash', 'a/b'],
    ['of 1,501 bytes', 'x'.repeat(1501)],
  ])('are not in the group: one %s', (_, id) => {
    expect(firstMessage(rotationSchema.safeParse({ ...rotation, memberIds: ['ana', id] }))).toBe(
      'Algún miembro de la rotación no pertenece a este grupo',
    );
    const from = new Date(Date.now() + 60_000).toISOString();
    const to = new Date(Date.now() + 3_600_000).toISOString();
    expect(firstMessage(coverageSchema.safeParse({ memberId: id, from, to }))).toBe(
      'Ese miembro no pertenece a este grupo',
    );
  });
});

describe('how far ahead', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const day = 86_400_000;
  const at = (ms: number) => new Date(ms).toISOString();

  it('answers a range ending up to 366 days ahead, refuses one beyond', () => {
    const to = now + 366 * day;
    expect(rangeOf(new URLSearchParams({ from: at(to - 92 * day), to: at(to) }), now)).toEqual({
      from: to - 92 * day,
      to,
    });
    expect(rangeOf(new URLSearchParams({ from: at(to - day), to: at(to + 1000) }), now)).toEqual({
      field: 'to',
      error: 'El rango llega como máximo a 366 días desde ahora',
    });
    expect(rangeOf(new URLSearchParams({ from: '9999-12-30T00:00:00Z' }), now)).toMatchObject({
      field: 'to',
      error: 'El rango llega como máximo a 366 días desde ahora',
    });
  });

  it('takes ?at= up to 366 days ahead, any instant before', () => {
    const of = (value: string) => dutyInstantOf(new URLSearchParams({ at: value }), now);
    expect(dutyInstantOf(new URLSearchParams(), now)).toEqual({ at: undefined });
    expect(of(at(now + 366 * day))).toEqual({ at: now + 366 * day });
    expect(of('2001-01-01T00:00:00Z')).toEqual({ at: Date.parse('2001-01-01T00:00:00Z') });
    expect(of(at(now + 366 * day + 1000))).toEqual({
      field: 'at',
      error: 'Indica un instante hasta 366 días desde ahora',
    });
    expect(of('9999-12-31T00:00:00Z')).toMatchObject({ field: 'at' });
    expect(of('mañana')).toEqual({
      field: 'at',
      error: 'Indica fecha y hora con zona horaria (ISO 8601)',
    });
  });
});
