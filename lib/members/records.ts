/** The two groups of the support tool and the Firestore collections that hold them. */
export const memberCollections = { equipo: 'usuarios', agencia: 'usuarios-agencia' } as const;

/**
 * The shift's collections: `turnos` is the append-only history, one entry per assignment;
 * `turnos-actual/{group}` holds the group's latest assignment. Every assignment reads and writes
 * that document, so concurrent assignments of a group conflict and are serialised by Firestore
 * whatever the group's size; it also answers "on duty since, assigned by" without a query.
 */
export const shiftCollections = { history: 'turnos', current: 'turnos-actual' } as const;

export type MemberGroup = keyof typeof memberCollections;

/** Most history entries a past range reads (about an assignment an hour for a month). */
export const MAX_HISTORY_ENTRIES = 1000;

/**
 * What made an assignment (a history entry's `source`): staff ('manual', with their email as
 * assignedBy), or the schedule's rotation or a coverage (assignedBy 'rotación' / 'cobertura').
 */
export const SHIFT_SOURCE = {
  manual: 'manual',
  rotation: 'rotación',
  coverage: 'cobertura',
} as const;
export type ShiftSource = (typeof SHIFT_SOURCE)[keyof typeof SHIFT_SOURCE];

export function isMemberGroup(value: string): value is MemberGroup {
  return Object.hasOwn(memberCollections, value);
}

export interface MemberFields {
  nombre: string;
  email: string;
  telefono: string;
}

/** A new member as stored (docs/contracts.md, Data model): available, stamped with its group. */
export function newMemberRecord(fields: MemberFields, group: MemberGroup, now: Date) {
  return {
    nombre: fields.nombre.trim(),
    email: fields.email.trim().toLowerCase(),
    telefono: fields.telefono.trim(),
    flagActivo: 0 as const,
    tipoUsuario: group,
    fechaCreacion: now,
    fechaActualizacion: now,
  };
}

/** Firestore document ids: not empty, no slash, not `.`/`..`, not `__…__`, at most 1500 bytes. */
export function isFirestoreId(value: string): boolean {
  return (
    value.length > 0 &&
    new TextEncoder().encode(value).byteLength <= 1500 &&
    !value.includes('/') &&
    value !== '.' &&
    value !== '..' &&
    !/^__.*__$/.test(value)
  );
}
