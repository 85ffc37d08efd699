import { DomainError } from '@/lib/errors';
import { isMemberGroup, type MemberGroup } from './records';

/** Errors of the member data service (docs/product.md, Support screen), by group. */
export const memberErrors: Record<
  MemberGroup,
  { notFound: string; deleteOnDuty: string; alreadyOnDuty: string }
> = {
  equipo: {
    notFound: 'Usuario no encontrado',
    deleteOnDuty: 'No se puede eliminar un usuario que está actualmente en turno',
    alreadyOnDuty: 'No puedes asignar el turno a la persona que ya está activa',
  },
  agencia: {
    notFound: 'Usuario de agencia no encontrado',
    deleteOnDuty: 'No se puede eliminar un usuario de agencia activo',
    alreadyOnDuty: 'Ese usuario de agencia ya está activo',
  },
};

/** A member the schedule still names cannot be deleted (docs/contracts.md, Members). */
export const scheduledMember = (nombre: string) =>
  `${nombre} está en la rotación o tiene una cobertura pendiente: quítalo de ahí primero`;

/** A route's `{group}`: equipo or agencia, else a 404. */
export function memberGroupParam(group = ''): MemberGroup {
  if (!isMemberGroup(group)) throw new DomainError(404, 'Grupo no encontrado');
  return group;
}

export class MemberError extends DomainError {
  constructor(status: 404 | 409, message: string) {
    super(status, message);
    this.name = 'MemberError';
  }
}
