import { describe, expect, it } from 'vitest';
import type { Member } from '@/lib/members/client';
import { dutyOf } from './model';

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

describe('dutyOf', () => {
  const holder = member({
    id: 'h',
    nombre: 'Ana',
    email: 'ana@andina.cl',
    telefono: '+56 9 1111 2222',
    flagActivo: 1,
    fechaActualizacion: '2026-11-20T10:00:00.000Z',
  });

  it('is null when nobody is on duty', () => {
    expect(dutyOf([member({ id: 'a' })], { memberId: 'a', at: new Date() })).toBeNull();
  });

  it('takes since and who assigned it from the latest assignment of the holder', () => {
    const at = new Date('2026-11-21T12:30:00Z');
    expect(dutyOf([holder], { memberId: 'h', assignedBy: 'jefa@andina.cl', at })).toEqual({
      id: 'h',
      nombre: 'Ana',
      email: 'ana@andina.cl',
      telefono: '+56 9 1111 2222',
      since: '2026-11-21T12:30:00.000Z',
      assignedBy: 'jefa@andina.cl',
    });
  });

  it("falls back to the holder's last change when the latest assignment is someone else's", () => {
    const duty = dutyOf([holder], { memberId: 'other', assignedBy: 'x@andina.cl', at: new Date() });
    expect(duty).toMatchObject({ since: '2026-11-20T10:00:00.000Z', assignedBy: '' });
    expect(dutyOf([holder], undefined)).toMatchObject({ since: '2026-11-20T10:00:00.000Z' });
  });
});
