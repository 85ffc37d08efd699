import { DomainError } from '@/lib/errors';
import type { MemberGroup } from './records';

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

/** Two changes crossed (contention beyond every retry, or the holder changed meanwhile). */
export const crossedChange = 'Otro cambio se cruzó con esta operación. Intenta nuevamente.';

export class MemberError extends DomainError {
  constructor(status: 404 | 409, message: string) {
    super(status, message);
    this.name = 'MemberError';
  }
}
