/** The two groups of the support tool and the Firestore collections that hold them. */
export const memberCollections = { equipo: 'usuarios', agencia: 'usuarios-agencia' } as const;

export type MemberGroup = keyof typeof memberCollections;

export interface MemberFields {
  nombre: string;
  email: string;
  telefono: string;
}

/** A new member as stored (ARCHITECTURE.md, data model): available, stamped with its group. */
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
