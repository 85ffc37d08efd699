/** The two groups of the support tool and the Firestore collections that hold them: the members
 * domain's collections, named here alone. */
export const memberCollections = { equipo: 'usuarios', agencia: 'usuarios-agencia' } as const;

export type MemberGroup = keyof typeof memberCollections;

/** Each group's name in Spanish text (notices, calendar feeds, Slack). */
export const memberGroupNames: Record<MemberGroup, string> = {
  equipo: 'Equipo',
  agencia: 'Agencia',
};

/** Both groups, in the order the board and the jobs take them. */
export const memberGroups = Object.keys(memberCollections) as MemberGroup[];

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
