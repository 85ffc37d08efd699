import { text, toIsoDate } from '@/lib/firebase/values';
import { currentHolder, type Member, type MemberGroup } from '@/lib/members/client';

/**
 * What made a handoff (a history entry's `source`): staff ('manual', with their email as
 * assignedBy), or the schedule's rotation or a coverage (assignedBy 'rotación' / 'cobertura').
 */
export const SHIFT_SOURCE = {
  manual: 'manual',
  rotation: 'rotación',
  coverage: 'cobertura',
} as const;
export type ShiftSource = (typeof SHIFT_SOURCE)[keyof typeof SHIFT_SOURCE];

/**
 * A handoff (`turnos`, and the latest one in `turnos-actual`) as the schedule's maths reads it:
 * who, what made it, who assigned it, and its instant in epoch ms.
 */
export interface ShiftEntry {
  memberId: string;
  nombre: string;
  source: ShiftSource;
  assignedBy: string;
  at: number;
}

/** A handoff as GET /api/members/{group}/history answers it (docs/contracts.md). */
export interface HistoryEntry {
  id: string;
  memberId: string;
  nombre: string;
  assignedBy: string;
  at: string;
}

/** A stored history entry (`turnos`) as the API and the screen see it. */
export function toHistoryEntry(id: string, data: Record<string, unknown>): HistoryEntry {
  return {
    id,
    memberId: text(data.memberId),
    nombre: text(data.nombre),
    assignedBy: text(data.assignedBy),
    at: toIsoDate(data.at) ?? '',
  };
}

/** How many of the latest handoffs the support screen shows per group. */
export const SHIFT_HISTORY_LENGTH = 5;

export const DEFAULT_TIME_ZONE = 'America/Santiago';

/** A group's rotation as stored in `rotaciones/{group}` and answered by the API. */
export interface Rotation {
  group: MemberGroup;
  memberIds: string[];
  length: { unit: 'days' | 'weeks'; count: number };
  /** Local time of day of every handoff, 'HH:MM'. */
  handoffTime: string;
  /** IANA zone the handoffs are kept in. */
  timeZone: string;
  /** The local date of the first handoff (shift 0), 'YYYY-MM-DD'. */
  startsOn: string;
  /** The member to call when a new holder does not confirm (`handoff.unconfirmed`), if any. */
  fallbackMemberId?: string;
  updatedAt: string;
  updatedBy: string;
}

/** Only what the maths needs of a rotation. */
export type RotationRule = Pick<
  Rotation,
  'memberIds' | 'length' | 'handoffTime' | 'timeZone' | 'startsOn'
>;

/**
 * A member of a group over [from, to), as coverages, cover requests and absences all record
 * them (ISO 8601 instants), with who recorded it and when.
 */
export interface MemberRange {
  id: string;
  group: MemberGroup;
  memberId: string;
  nombre: string;
  from: string;
  to: string;
  createdBy: string;
  createdAt: string;
}

/** Reads a stored member range (admin or browser SDK: Timestamps either way). */
export const toMemberRange = (id: string, data: Record<string, unknown>): MemberRange => ({
  id,
  group: data.group as MemberGroup,
  memberId: text(data.memberId),
  nombre: text(data.nombre),
  from: toIsoDate(data.from) ?? '',
  to: toIsoDate(data.to) ?? '',
  createdBy: text(data.createdBy),
  createdAt: toIsoDate(data.createdAt) ?? '',
});

/** A new member range as stored: the member as named now, the instants as Dates. */
export const newMemberRange = (
  group: MemberGroup,
  member: Pick<Member, 'id' | 'nombre'>,
  range: { from: string | Date; to: string | Date },
  by: string,
  now: Date,
) => ({
  group,
  memberId: member.id,
  nombre: member.nombre,
  from: new Date(range.from),
  to: new Date(range.to),
  createdBy: by,
  createdAt: now,
});

/** A coverage (`coberturas`): a member holds the group's shift over [from, to). */
export interface Coverage extends MemberRange {
  reason?: string;
}

/** Who holds a group's shift and what made it so (staff, the rotation, a coverage). */
export interface Holding {
  memberId: string;
  nombre: string;
  source: ShiftSource;
}

/**
 * A holding from start to end: ISO 8601 in UTC as the API answers it (`Shift`), epoch ms as the
 * maths works with it (`Shift<number>`).
 */
export interface Shift<Instant extends string | number = string> extends Holding {
  start: Instant;
  end: Instant;
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

/**
 * The group's duty from its members and its latest handoff (`turnos-actual/{group}`). A
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
