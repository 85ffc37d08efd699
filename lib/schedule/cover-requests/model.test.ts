import { describe, expect, it } from 'vitest';
import { acceptCoverSchema, coverRequestSchema, toCoverRequest } from './model';

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
});
