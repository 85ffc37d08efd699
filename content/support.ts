import { memberErrors, type MemberGroup } from '@/lib/members/client';

/** The support screen's words per group (docs/product.md, Support screen). */
export interface GroupCopy {
  name: string;
  currentTitle: string;
  assignTitle: string;
  listTitle: string;
  createTitle: string;
  emptyList: string;
  noShiftHint: string;
  selectFirst: string;
  alreadyActive: string;
  deleteActive: string;
  confirmDelete: (name: string) => { title: string; body: string };
  created: (name: string) => string;
  createFailed: string;
  createFallback: string;
  updated: (name: string) => string;
  updateError: (detail: string) => string;
  deleted: (name: string) => string;
  deleteError: (detail: string) => string;
  assigned: (name: string) => string;
  assignError: (detail: string) => string;
  loadError: (detail: string) => string;
}

export const groupCopy: Record<MemberGroup, GroupCopy> = {
  equipo: {
    name: 'Equipo',
    currentTitle: 'Turno Actual - Equipo',
    assignTitle: 'Asignación de Turno - Equipo',
    listTitle: 'Equipo de Soporte',
    createTitle: 'Agregar al Equipo',
    emptyList: 'No hay usuarios registrados',
    noShiftHint: 'Selecciona un usuario del equipo para asignarle el turno de soporte',
    selectFirst: 'Por favor seleccione un usuario',
    alreadyActive: memberErrors.equipo.alreadyOnDuty,
    deleteActive: 'No puedes eliminar al usuario que está actualmente en turno',
    confirmDelete: (name) => ({
      title: `¿Estás seguro de eliminar a ${name}?`,
      body: 'Esta acción no se puede deshacer.',
    }),
    created: (name) => `Usuario ${name} creado exitosamente`,
    createFailed: 'Error al crear el usuario',
    createFallback: 'Error al agregar miembro al equipo',
    updated: (name) => `Usuario ${name} actualizado correctamente`,
    updateError: (detail) => `Error al actualizar usuario: ${detail}`,
    deleted: (name) => `Usuario ${name} eliminado correctamente`,
    deleteError: (detail) => `Error al eliminar usuario: ${detail}`,
    assigned: (name) => `Turno asignado correctamente a ${name}`,
    assignError: (detail) => `Error al asignar turno: ${detail}`,
    loadError: (detail) => `Error al cargar usuarios: ${detail}`,
  },
  agencia: {
    name: 'Agencia',
    currentTitle: 'Turno Actual - Agencia',
    assignTitle: 'Asignación de Turno - Agencia',
    listTitle: 'Usuarios de Agencia',
    createTitle: 'Agregar a Agencia',
    emptyList: 'No hay usuarios de agencia',
    noShiftHint: 'Selecciona un usuario de agencia para asignarle el turno de soporte',
    selectFirst: 'Seleccione un usuario de agencia',
    alreadyActive: memberErrors.agencia.alreadyOnDuty,
    deleteActive: 'No puedes eliminar al usuario de agencia activo',
    confirmDelete: (name) => ({
      title: `¿Eliminar a ${name} de Agencia?`,
      body: 'Esta acción no se puede deshacer: el usuario dejará de estar disponible para turnos de agencia.',
    }),
    created: (name) => `Usuario de agencia ${name} creado`,
    createFailed: 'Error al crear el usuario de agencia',
    createFallback: 'Error al agregar miembro a agencia',
    updated: (name) => `Usuario de agencia ${name} actualizado`,
    updateError: (detail) => `Error al actualizar usuario de agencia: ${detail}`,
    deleted: (name) => `Usuario de agencia ${name} eliminado`,
    deleteError: (detail) => `Error al eliminar usuario de agencia: ${detail}`,
    assigned: (name) => `Turno de agencia asignado a ${name}`,
    assignError: (detail) => `Error al asignar turno (agencia): ${detail}`,
    loadError: (detail) => `Error al cargar usuarios de agencia: ${detail}`,
  },
};

/** Words of the screen and shared by both columns. */
export const supportCopy = {
  title: 'Sistema de Turno de Soporte',
  subtitle: 'Gestiona quién atiende el turno de soporte del equipo y de la agencia.',
  signedInAs: 'Sesión iniciada como ',
  staffPages: 'Páginas del equipo',
  signOut: 'Salir',
  signedOut: 'Sesión cerrada correctamente',
  signOutError: 'Error al cerrar sesión',
  dataUnavailable: 'el servicio de datos no responde',
  unexpectedError: 'Error inesperado',
  loading: 'Cargando equipo de soporte...',
  unnamed: 'Usuario sin nombre',
  onDutyPill: 'En Servicio',
  unconfirmedPill: 'Sin confirmar',
  confirmShift: 'Confirmo turno',
  confirmed: 'Turno confirmado',
  confirmError: (detail: string) => `No se pudo confirmar el turno: ${detail}`,
  attendingBadge: 'Atendiendo',
  availableBadge: 'Disponible',
  noShift: 'Sin turno asignado',
  selectPlaceholder: 'Seleccione un usuario disponible...',
  noneAvailable: 'No hay usuarios disponibles',
  noneAvailableNote: 'Todos los usuarios están en turno o no hay usuarios registrados.',
  assign: 'Asignar Turno',
  assigning: 'Asignando turno...',
  create: 'Agregar',
  creating: 'Agregando...',
  save: 'Guardar Cambios',
  saving: 'Guardando...',
  editTitle: 'Editar Usuario',
  deleteLabel: 'Eliminar',
  reload: 'Actualizar',
  normalize: 'Normalizar',
  historyTitle: 'Historial de turnos',
  historyEmpty: 'Aún no hay asignaciones registradas.',
  updating: 'Actualizando usuario...',
  deleting: 'Eliminando usuario...',
  normalizeConfirm: {
    title: '¿Normalizar la base de datos del equipo?',
    body: 'Se eliminarán los campos antiguos (mail, uid), se completará la estructura estándar de cada usuario y se borrarán los duplicados. Esta acción es irreversible.',
  },
  normalized: (count: number) =>
    `Base de datos normalizada: ${count} ${count === 1 ? 'usuario limpiado' : 'usuarios limpiados'}`,
  normalizeWarning: (updated: number, errors: number) =>
    `Normalización con errores: ${updated} actualizados, ${errors} con error`,
  normalizeError: (detail: string) => `Error al normalizar base de datos: ${detail}`,
  sessionExpired: 'Tu sesión expiró. Inicia sesión nuevamente.',
  /** Handoff notifications the outbox gave up on (GET /api/notifications?status=failed). */
  undeliveredNotifications: (count: number) =>
    `${count} ${count === 1 ? 'aviso de cambio de turno no llegó' : 'avisos de cambio de turno no llegaron'} al chat en los últimos 7 días`,
  undeliveredHint: 'Revisa los webhooks de chat configurados; el turno quedó asignado igualmente.',
  /** A Slack user group the app cannot set to the holder (Slack refuses or fails). */
  userGroupsBehind: 'El grupo de usuarios de Slack no sigue al turno',
  userGroupsHint:
    'Revisa la app de Slack (token, permisos, grupo de usuarios); el turno quedó asignado igualmente y se reintenta solo.',
  userGroupOf: (group: string) => `Grupo de usuarios de Slack de ${group}`,
  /** The live board lost its connection; it catches up by itself once it is back. */
  reconnecting: 'Reconectando…',
  memberFields: { nombre: 'Nombre', email: 'Email', telefono: 'Teléfono' },
  editMember: (name: string) => `Editar a ${name}`,
  deleteMember: (name: string) => `Eliminar a ${name}`,
  /** The assign form's select, named for screen readers. */
  availableMember: (group: string) => `Usuario disponible (${group})`,
  onDutySince: (date: string, assignedBy: string) =>
    `En turno desde el ${date} · asignado por ${assignedBy}`,
} as const;
