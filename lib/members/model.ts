import { text, toIsoDate } from '@/lib/firebase/values';
import type { MemberGroup } from './records';

/** A member as the API and the screen see it (docs/contracts.md, Members): ISO-8601 dates. */
export interface Member {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  flagActivo: 0 | 1;
  tipoUsuario: string;
  fechaCreacion: string | null;
  fechaActualizacion: string | null;
}

/**
 * Reads a stored record: only flagActivo 1 means on duty (anything else is available;
 * docs/product.md, Shift rules).
 */
export function toMember(id: string, data: Record<string, unknown>, group: MemberGroup): Member {
  return {
    id,
    nombre: text(data.nombre),
    email: text(data.email),
    telefono: text(data.telefono),
    flagActivo: data.flagActivo === 1 ? 1 : 0,
    tipoUsuario: text(data.tipoUsuario) || group,
    fechaCreacion: toIsoDate(data.fechaCreacion),
    fechaActualizacion: toIsoDate(data.fechaActualizacion),
  };
}

/** Sorted by lower-cased nombre (docs/contracts.md, Members). */
export function sortByName(members: Member[]): Member[] {
  return [...members].sort((a, b) =>
    a.nombre.toLocaleLowerCase('es-CL').localeCompare(b.nombre.toLocaleLowerCase('es-CL'), 'es-CL'),
  );
}

/**
 * The most members of a group the live board listens to. firestore.rules refuses a list of
 * members without a limit or above this one (and the history above SHIFT_HISTORY_LENGTH).
 */
export const LIVE_MEMBERS_LIMIT = 500;

/** The holder of the shift: the first member with flagActivo 1 (docs/product.md, Shift rules). */
export function currentHolder(members: Member[]): Member | null {
  return members.find((member) => member.flagActivo === 1) ?? null;
}

/** "1 miembro disponibles", "3 miembros disponibles" (docs/product.md, as worded). */
export function memberCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'miembro' : 'miembros'} disponibles`;
}

export interface NormalizationPlan {
  /** Every record kept, in the standard shape (stray fields gone, defaults filled). */
  rewrites: { id: string; record: ReturnType<typeof standardRecord> }[];
  /** Duplicates to remove. */
  deletions: string[];
}

function standardRecord(member: Member, group: MemberGroup, now: Date) {
  return {
    nombre: member.nombre.trim(),
    email: member.email.trim().toLowerCase(),
    telefono: member.telefono.trim(),
    flagActivo: member.flagActivo,
    tipoUsuario: group,
    fechaCreacion: member.fechaCreacion ? new Date(member.fechaCreacion) : now,
    fechaActualizacion: now,
  };
}

/**
 * The one-off clean-up Normalizar (docs/product.md, Shift rules): every record rewritten in the
 * standard shape, and duplicates (same lower-cased email) removed, keeping the member on duty,
 * else the most recently updated one.
 */
export function planNormalization(
  records: { id: string; data: Record<string, unknown> }[],
  group: MemberGroup,
  now: Date,
): NormalizationPlan {
  const members = records.map(({ id, data }) => toMember(id, data, group));
  const keptByEmail = new Map<string, Member>();
  const deletions: string[] = [];
  const rank = (member: Member) => [
    member.flagActivo,
    Date.parse(member.fechaActualizacion ?? '') || 0,
  ];
  const better = (a: Member, b: Member) => {
    const [dutyA = 0, updatedA = 0] = rank(a);
    const [dutyB = 0, updatedB = 0] = rank(b);
    return dutyA !== dutyB ? dutyA > dutyB : updatedA > updatedB;
  };
  const kept: Member[] = [];
  for (const member of members) {
    const key = member.email.trim().toLowerCase();
    if (!key) {
      kept.push(member);
      continue;
    }
    const previous = keptByEmail.get(key);
    if (!previous) {
      keptByEmail.set(key, member);
    } else if (better(member, previous)) {
      deletions.push(previous.id);
      keptByEmail.set(key, member);
    } else {
      deletions.push(member.id);
    }
  }
  kept.push(...keptByEmail.values());
  return {
    rewrites: kept.map((member) => ({ id: member.id, record: standardRecord(member, group, now) })),
    deletions,
  };
}
