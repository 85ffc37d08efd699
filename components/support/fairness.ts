import type { Absence, CoverRequest } from '@/lib/schedule/client';

/**
 * The 'Sugerido' of an open cover request: GET /api/schedule/{group}/fairness (docs/contracts.md)
 * answers the group's members, the lightest load of nights, weekends and holidays of the last 90
 * days first; of each member the board reads what it shows.
 */
export interface FairnessMember {
  memberId: string;
  nombre: string;
  /** Night, weekend and holiday hours on duty in the last 90 days. */
  offHours: number;
}

/** The answer's members, if it has the contract's shape; null otherwise. */
export function fairnessMembers(answer: unknown): FairnessMember[] | null {
  const members = (answer as { members?: unknown } | null)?.members;
  if (!Array.isArray(members)) return null;
  return members.filter(
    (member): member is FairnessMember =>
      typeof member === 'object' &&
      member !== null &&
      typeof (member as FairnessMember).memberId === 'string' &&
      typeof (member as FairnessMember).nombre === 'string' &&
      typeof (member as FairnessMember).offHours === 'number',
  );
}

/**
 * Who could take an open request, fewest night, weekend and holiday hours of the last 90 days
 * first: the group's members but the requester and whoever is away over part of the request.
 */
export function coverCandidates(
  fairness: readonly FairnessMember[],
  request: Pick<CoverRequest, 'memberId' | 'from' | 'to'>,
  absences: readonly Pick<Absence, 'memberId' | 'from' | 'to'>[],
): FairnessMember[] {
  const from = Date.parse(request.from);
  const to = Date.parse(request.to);
  const away = new Set(
    absences
      .filter((absence) => Date.parse(absence.from) < to && from < Date.parse(absence.to))
      .map((absence) => absence.memberId),
  );
  return fairness
    .filter((member) => member.memberId !== request.memberId && !away.has(member.memberId))
    .sort((a, b) => a.offHours - b.offHours || a.nombre.localeCompare(b.nombre, 'es-CL'));
}
