import { DomainError } from '@/lib/errors';

/** The schedule's Spanish messages: forms and route handlers show the same text. */
export const scheduleMessages = {
  membersRequired: 'Agrega al menos un miembro a la rotación',
  tooManyMembers: 'La rotación admite hasta 50 miembros',
  memberNotInGroup: 'Ese miembro no pertenece a este grupo',
  membersNotInGroup: 'Algún miembro de la rotación no pertenece a este grupo',
  fallbackNotInGroup: 'El miembro de respaldo no pertenece a este grupo',
  unitInvalid: 'La duración del turno se indica en días o semanas',
  countInvalid: 'Cada turno dura de 1 a 28 días o semanas',
  timeInvalid: 'Indica la hora de traspaso como HH:MM (00:00 a 23:59)',
  zoneInvalid: 'Zona horaria no válida (por ejemplo, America/Santiago)',
  dateInvalid: 'Indica la fecha del primer traspaso como AAAA-MM-DD',
  memberRequired: 'Elige quién cubre el turno',
  instantInvalid: 'Indica fecha y hora con zona horaria (ISO 8601)',
  coverageReversed: 'La cobertura debe terminar después de comenzar',
  coverageTooLong: 'Una cobertura dura como máximo 31 días',
  coverageEnded: 'La cobertura ya terminó: elige un término futuro',
  reasonTooLong: 'El motivo admite hasta 200 caracteres',
  rangeReversed: 'El rango debe terminar después de comenzar',
  rangeTooLong: 'El rango admite como máximo 92 días',
  rangeTooFar: 'El rango llega como máximo a 366 días desde ahora',
  instantTooFar: 'Indica un instante hasta 366 días desde ahora',
  monthInvalid: 'Indica el mes como AAAA-MM',
  coverageNotFound: 'Cobertura no encontrada',
  groupNotFound: 'Grupo no encontrado',
  calendarNotFound: 'Calendario no encontrado',
  notHolder: 'No tienes el turno de este grupo: solo quien lo tiene puede confirmarlo',
} as const;

export class ScheduleError extends DomainError {
  constructor(status: 400 | 403 | 404 | 409, message: string, fields?: Record<string, string>) {
    super(status, message, fields);
    this.name = 'ScheduleError';
  }
}
