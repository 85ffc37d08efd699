/** Cover requests' words on /soporte (docs/support-tool.md, El calendario de turnos). */
export const coverRequestCopy = {
  title: 'Solicitudes de cobertura',
  none: 'No hay solicitudes de cobertura abiertas.',
  openCount: (count: number) =>
    count === 1 ? '1 solicitud de cobertura abierta' : `${count} solicitudes de cobertura abiertas`,
  line: (name: string, range: string) => `${name} pide cobertura: ${range}`,
  cover: 'Cubrir',
  coverLabel: (name: string, range: string) => `Cubrir a ${name}: ${range}`,
  covered: (name: string) => `Cubres a ${name}: la cobertura quedó en el calendario`,
  cancel: 'Cancelar',
  cancelLabel: (name: string, range: string) => `Cancelar la solicitud de ${name}: ${range}`,
  cancelled: 'Solicitud cancelada',
  ownTitle: 'Tus próximos turnos',
  ask: 'Pedir cobertura',
  askLabel: (range: string) => `Pedir cobertura: ${range}`,
  askHint: 'El grupo recibe un aviso; el primero que acepte se queda con el turno.',
  from: 'Desde',
  to: 'Hasta',
  reason: 'Motivo (opcional)',
  asked: 'Solicitud enviada al grupo',
  loadError: (detail: string) => `No se pudieron cargar las solicitudes: ${detail}`,
  /** Who could cover: fewest night, weekend and holiday hours of the last 90 days first. */
  suggestionTitle: 'Menos horas fuera de horario (90 días):',
  suggestionLabel: (name: string) => `Quién podría cubrir a ${name}`,
  suggested: 'Sugerido',
  offHours: (hours: number) => `${hours.toLocaleString('es-CL', { maximumFractionDigits: 0 })} h`,
} as const;
