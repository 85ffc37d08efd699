import { describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/errors';
import { memberGroupParam } from './messages';
import { memberCollections, newMemberRecord } from './records';

describe('newMemberRecord', () => {
  it('starts available, trims, lower-cases the email and stamps group and dates', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(
      newMemberRecord(
        { nombre: '  Ana Pérez ', email: ' Ana.Perez@Andina.CL ', telefono: ' 56912345678 ' },
        'agencia',
        now,
      ),
    ).toEqual({
      nombre: 'Ana Pérez',
      email: 'ana.perez@andina.cl',
      telefono: '56912345678',
      flagActivo: 0,
      tipoUsuario: 'agencia',
      fechaCreacion: now,
      fechaActualizacion: now,
    });
  });

  it('maps the groups to the specified collections', () => {
    expect(memberCollections).toEqual({ equipo: 'usuarios', agencia: 'usuarios-agencia' });
  });

  it("a route's group is equipo or agencia, else 404", () => {
    expect(memberGroupParam('agencia')).toBe('agencia');
    expect(() => memberGroupParam('otro')).toThrow(new DomainError(404, 'Grupo no encontrado'));
  });
});
