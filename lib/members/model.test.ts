import { describe, expect, it } from 'vitest';
import {
  currentHolder,
  memberCountLabel,
  planNormalization,
  sortByName,
  toMember,
  type Member,
} from './model';

const member = (overrides: Partial<Member>): Member => ({
  id: 'x',
  nombre: 'X',
  email: 'x@andina.cl',
  telefono: '',
  flagActivo: 0,
  tipoUsuario: 'equipo',
  fechaCreacion: null,
  fechaActualizacion: null,
  ...overrides,
});

describe('toMember', () => {
  it('fills defaults for what a record lacks', () => {
    expect(toMember('a', { nombre: 'Ana', email: 'ana@x.cl' }, 'equipo')).toEqual({
      id: 'a',
      nombre: 'Ana',
      email: 'ana@x.cl',
      telefono: '',
      flagActivo: 0,
      tipoUsuario: 'equipo',
      fechaCreacion: null,
      fechaActualizacion: null,
    });
  });

  it("reads the address from email alone (npm run migrate moved the former app's mail)", () => {
    expect(toMember('a', { mail: 'old@x.cl' }, 'agencia').email).toBe('');
  });

  it('counts only flagActivo 1 as on duty', () => {
    for (const flag of [0, '1', true, 2, null, undefined]) {
      expect(toMember('a', { flagActivo: flag }, 'equipo').flagActivo).toBe(0);
    }
    expect(toMember('a', { flagActivo: 1 }, 'equipo').flagActivo).toBe(1);
  });
});

describe('list rules', () => {
  it('sorts by lower-cased name with Spanish collation', () => {
    const names = sortByName(
      ['beto', 'Álvaro', 'Carla', 'andrea', 'Ñandú', 'nico'].map((nombre) => member({ nombre })),
    ).map((m) => m.nombre);
    expect(names).toEqual(['Álvaro', 'andrea', 'beto', 'Carla', 'nico', 'Ñandú']);
  });

  it('the holder is the first member with flagActivo 1', () => {
    expect(currentHolder([member({ id: 'a' }), member({ id: 'b', flagActivo: 1 })])?.id).toBe('b');
    expect(currentHolder([member({ id: 'a' })])).toBeNull();
  });

  it('words the count as the screen does', () => {
    expect(memberCountLabel(0)).toBe('0 miembros disponibles');
    expect(memberCountLabel(1)).toBe('1 miembro disponibles');
    expect(memberCountLabel(7)).toBe('7 miembros disponibles');
  });
});

describe('planNormalization', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('rewrites every record in the standard shape', () => {
    const plan = planNormalization(
      [{ id: 'a', data: { nombre: ' Ana ', email: 'ANA@X.CL', uid: 'u', flagActivo: 1 } }],
      'equipo',
      now,
    );
    expect(plan.deletions).toEqual([]);
    expect(plan.rewrites).toEqual([
      {
        id: 'a',
        record: {
          nombre: 'Ana',
          email: 'ana@x.cl',
          telefono: '',
          flagActivo: 1,
          tipoUsuario: 'equipo',
          fechaCreacion: now,
          fechaActualizacion: now,
        },
      },
    ]);
  });

  it('keeps the creation date it has', () => {
    const created = new Date('2024-05-05T00:00:00Z');
    const plan = planNormalization([{ id: 'a', data: { fechaCreacion: created } }], 'equipo', now);
    expect(plan.rewrites[0]?.record.fechaCreacion).toEqual(created);
  });

  it('removes duplicates by lower-cased email, keeping the most recently updated', () => {
    const plan = planNormalization(
      [
        { id: 'old', data: { email: 'a@x.cl', fechaActualizacion: new Date('2024-01-01') } },
        { id: 'new', data: { email: 'A@X.cl', fechaActualizacion: new Date('2025-01-01') } },
        { id: 'mid', data: { email: ' a@x.cl', fechaActualizacion: new Date('2024-06-01') } },
      ],
      'equipo',
      now,
    );
    expect(plan.rewrites.map((r) => r.id)).toEqual(['new']);
    expect(plan.deletions.sort()).toEqual(['mid', 'old']);
  });

  it('keeps the member on duty over a more recent duplicate', () => {
    const plan = planNormalization(
      [
        {
          id: 'duty',
          data: { email: 'a@x.cl', flagActivo: 1, fechaActualizacion: new Date('2020-01-01') },
        },
        { id: 'recent', data: { email: 'a@x.cl', fechaActualizacion: new Date('2026-01-01') } },
      ],
      'equipo',
      now,
    );
    expect(plan.rewrites.map((r) => r.id)).toEqual(['duty']);
    expect(plan.deletions).toEqual(['recent']);
  });

  it('never merges records without an email', () => {
    const plan = planNormalization(
      [
        { id: 'a', data: { nombre: 'Sin correo' } },
        { id: 'b', data: { nombre: 'Otro sin correo' } },
      ],
      'equipo',
      now,
    );
    expect(plan.rewrites).toHaveLength(2);
    expect(plan.deletions).toEqual([]);
  });
});
