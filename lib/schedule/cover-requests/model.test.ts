import { describe, expect, it } from 'vitest';
import { acceptCoverSchema, coverRequestSchema, mayCancelCover, toCoverRequest } from './model';

const hour = 3_600_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('coverRequestSchema', () => {
  it('takes a future range for the caller’s member, or someone’s on their behalf', () => {
    expect(coverRequestSchema.safeParse({ from: at(hour), to: at(2 * hour) }).success).toBe(true);
    expect(
      coverRequestSchema.parse({
        memberId: ' ana ',
        from: at(-hour),
        to: at(hour),
        reason: ' Médico ',
      }),
    ).toMatchObject({ memberId: 'ana', reason: 'Médico' });
  });

  it.each([
    [{ to: at(hour) }, 'La cobertura debe terminar después de comenzar'],
    [{ to: at(32 * 24 * hour) }, 'Una cobertura dura como máximo 31 días'],
    [{ from: at(-3 * hour), to: at(-hour) }, 'La cobertura ya terminó: elige un término futuro'],
    [{ from: 'mañana' }, 'Indica fecha y hora con zona horaria (ISO 8601)'],
    [{ memberId: 'a/b' }, 'Ese miembro no pertenece a este grupo'],
    [{ reason: 'x'.repeat(201) }, 'El motivo admite hasta 200 caracteres'],
  ])('refuses %o in Spanish, like a coverage', (change, message) => {
    const input = { from: at(hour), to: at(2 * hour), ...change };
    expect(firstMessage(coverRequestSchema.safeParse(input))).toBe(message);
  });

  it('refuses unknown fields, here and in an acceptance', () => {
    const input = { from: at(hour), to: at(2 * hour), status: 'aceptada' };
    expect(coverRequestSchema.safeParse(input).success).toBe(false);
    expect(acceptCoverSchema.safeParse({}).success).toBe(true);
    expect(acceptCoverSchema.safeParse({ coverageId: 'x' }).success).toBe(false);
  });
});

describe('toCoverRequest', () => {
  it('reads a stored request, Timestamps and all, leaving out what it lacks', () => {
    const stamp = (iso: string) => ({ toDate: () => new Date(iso) });
    expect(
      toCoverRequest('r1', {
        group: 'equipo',
        memberId: 'ana',
        nombre: 'Ana',
        from: stamp('2026-12-01T12:00:00.000Z'),
        to: stamp('2026-12-02T12:00:00.000Z'),
        status: 'abierta',
        createdBy: 'ana@andina.test',
        createdAt: stamp('2026-11-28T12:00:00.000Z'),
      }),
    ).toEqual({
      id: 'r1',
      group: 'equipo',
      memberId: 'ana',
      nombre: 'Ana',
      from: '2026-12-01T12:00:00.000Z',
      to: '2026-12-02T12:00:00.000Z',
      status: 'abierta',
      createdBy: 'ana@andina.test',
      createdAt: '2026-11-28T12:00:00.000Z',
    });
  });
  it('reads who accepted or cancelled a request, and when', () => {
    const stamp = (iso: string) => ({ toDate: () => new Date(iso) });
    const stored = {
      group: 'equipo',
      memberId: 'ana',
      nombre: 'Ana',
      from: stamp('2026-12-01T12:00:00.000Z'),
      to: stamp('2026-12-02T12:00:00.000Z'),
      createdBy: 'jefa@andina.test',
      createdAt: stamp('2026-11-28T12:00:00.000Z'),
    };
    expect(
      toCoverRequest('r1', {
        ...stored,
        status: 'aceptada',
        acceptedBy: { memberId: 'beto', nombre: 'Beto' },
        acceptedByUser: 'jefa@andina.test',
        acceptedAt: stamp('2026-11-29T12:00:00.000Z'),
        coverageId: 'c1',
      }),
    ).toMatchObject({
      acceptedBy: { memberId: 'beto', nombre: 'Beto' },
      acceptedByUser: 'jefa@andina.test',
      acceptedAt: '2026-11-29T12:00:00.000Z',
      coverageId: 'c1',
    });
    expect(
      toCoverRequest('r1', {
        ...stored,
        status: 'cancelada',
        cancelledBy: 'slack:U1 ana@andina.test',
        cancelledAt: stamp('2026-11-29T13:00:00.000Z'),
      }),
    ).toMatchObject({
      status: 'cancelada',
      cancelledBy: 'slack:U1 ana@andina.test',
      cancelledAt: '2026-11-29T13:00:00.000Z',
    });
  });
});

describe('mayCancelCover', () => {
  const request = { memberId: 'ana', createdBy: 'Jefa@Andina.test' };

  it('lets the requester’s member or the creator (any case) cancel, nobody else', () => {
    expect(mayCancelCover(request, { memberId: 'ana', email: 'ana@andina.test' })).toBe(true);
    expect(mayCancelCover(request, { email: ' jefa@andina.TEST ' })).toBe(true);
    expect(mayCancelCover(request, { memberId: 'beto', email: 'beto@andina.test' })).toBe(false);
    expect(mayCancelCover(request, { email: 'otra@andina.test' })).toBe(false);
  });

  it('never matches an empty address or a missing member', () => {
    expect(mayCancelCover({ memberId: '', createdBy: '' }, { email: '' })).toBe(false);
    expect(mayCancelCover({ memberId: 'ana', createdBy: '' }, { email: ' ' })).toBe(false);
  });
});
