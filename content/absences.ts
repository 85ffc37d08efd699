import type { AbsenceKind } from '@/lib/schedule/client';

/**
 * Absences and Chile's holidays on the board's calendar (docs/support-tool.md, El calendario de
 * turnos). The API's messages are beside its schema (`absenceMessages`).
 */
export const absenceCopy = {
  title: 'Ausencias',
  none: 'Nadie tiene una ausencia registrada en los próximos 14 días.',
  kinds: {
    vacaciones: 'Vacaciones',
    licencia: 'Licencia',
    permiso: 'Permiso',
    otro: 'Otro',
  } satisfies Record<AbsenceKind, string>,
  /** The text mark beside each absence (its colour alone says nothing to a screen reader). */
  badge: 'Ausencia',
  line: (name: string, kind: string) => `${name} · ${kind}`,
  /** Beside a shift of someone away over part of it. */
  awayTag: 'Ausente',
  register: 'Registrar ausencia',
  registerHint:
    'Tus turnos dentro de la ausencia se ofrecen al grupo como solicitudes de cobertura a medida que se acercan.',
  from: 'Desde',
  to: 'Hasta',
  kind: 'Tipo',
  note: 'Nota (opcional)',
  registering: 'Registrando…',
  registered: (opened: number) =>
    `Ausencia registrada. ${
      opened === 0
        ? 'No se abrió ningún pedido de cobertura'
        : opened === 1
          ? 'Se abrió 1 pedido de cobertura'
          : `Se abrieron ${opened} pedidos de cobertura`
    }`,
  remove: 'Quitar ausencia',
  removeLabel: (name: string, range: string) => `Quitar ausencia de ${name}: ${range}`,
  confirmRemove: (name: string, range: string) => ({
    title: '¿Quitar la ausencia?',
    body: `La ausencia de ${name} (${range}) se elimina, y se cancelan sus solicitudes de cobertura aún abiertas.`,
  }),
  removed: 'Ausencia quitada',
  holidaysTitle: 'Feriados',
  holidayBadge: 'Feriado',
  noHolidays: 'No hay feriados en los próximos 14 días.',
} as const;
