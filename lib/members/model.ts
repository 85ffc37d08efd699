import type { MemberGroup, ShiftSource } from './records';

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
 * An assignment (`turnos`, and the latest one in `turnos-actual`) as the schedule's maths reads
 * it: who, what made it, who assigned it, and its instant in epoch ms.
 */
export interface ShiftEntry {
  memberId: string;
  nombre: string;
  source: ShiftSource;
  assignedBy: string;
  at: number;
}

/** An assignment as GET /api/members/{group}/history answers it (docs/contracts.md). */
export interface HistoryEntry {
  id: string;
  memberId: string;
  nombre: string;
  assignedBy: string;
  at: string;
}

/**
 * Who holds a group's shift, for other tools (GET /api/on-duty): since when (ISO-8601), assigned
 * by whom, and who holds it next per the schedule.
 */
export interface Duty {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  since: string | null;
  assignedBy: string;
  next: Next | null;
}

/** Who holds the shift after a duty, and from when (ISO-8601): the schedule's to say. */
export interface Next {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  start: string;
}

/** A Firestore Timestamp, a Date, or an ISO string from older records → ISO string. */
export function toIsoDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object' && value !== null && 'toDate' in value) {
    const date = (value as { toDate: () => Date }).toDate();
    return toIsoDate(date);
  }
  if (typeof value === 'string' && value.trim()) return toIsoDate(new Date(value));
  return null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

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

/** A stored history entry (`turnos`) as the API and the screen see it. */
export function toHistoryEntry(id: string, data: Record<string, unknown>): HistoryEntry {
  return {
    id,
    memberId: String(data.memberId ?? ''),
    nombre: String(data.nombre ?? ''),
    assignedBy: String(data.assignedBy ?? ''),
    at: toIsoDate(data.at) ?? '',
  };
}

/** Sorted by lower-cased nombre (docs/contracts.md, Members). */
export function sortByName(members: Member[]): Member[] {
  return [...members].sort((a, b) =>
    a.nombre.toLocaleLowerCase('es-CL').localeCompare(b.nombre.toLocaleLowerCase('es-CL'), 'es-CL'),
  );
}

/** How many of the latest assignments the support screen shows per group. */
export const SHIFT_HISTORY_LENGTH = 5;

/**
 * The most members of a group the live board listens to. firestore.rules refuses a list of
 * members without a limit or above this one (and the history above SHIFT_HISTORY_LENGTH).
 */
export const LIVE_MEMBERS_LIMIT = 500;

/** The holder of the shift: the first member with flagActivo 1 (docs/product.md, Shift rules). */
export function currentHolder(members: Member[]): Member | null {
  return members.find((member) => member.flagActivo === 1) ?? null;
}

/**
 * The group's duty from its members and its latest assignment (`turnos-actual/{group}`). A
 * holder put on duty before that record existed (or by hand) still counts: since is then their
 * last change, and who assigned them is unknown ('').
 */
export function dutyOf(
  members: Member[],
  latest: { memberId?: unknown; assignedBy?: unknown; at?: unknown } | undefined,
): Omit<Duty, 'next'> | null {
  const holder = currentHolder(members);
  if (!holder) return null;
  const recorded = latest?.memberId === holder.id;
  return {
    id: holder.id,
    nombre: holder.nombre,
    email: holder.email,
    telefono: holder.telefono,
    since: (recorded ? toIsoDate(latest.at) : null) ?? holder.fechaActualizacion,
    assignedBy: recorded && typeof latest.assignedBy === 'string' ? latest.assignedBy : '',
  };
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
