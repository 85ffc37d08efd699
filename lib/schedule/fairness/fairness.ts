import type { MemberHours } from '../hours/hours';

/**
 * Fair hours (docs/contracts.md, Pay): who has carried the group's nights,
 * weekends and holidays lately, so the board can suggest who should take the next one. Pure and
 * client-safe.
 */

/** The window GET /api/schedule/{group}/fairness looks back over, in days up to now. */
export const FAIRNESS_DAYS = 90;

/** One member's load over the window: hours on duty, covers given and received. */
export interface FairnessMember {
  memberId: string;
  nombre: string;
  hours: number;
  /** Night, weekend and holiday hours. */
  offHours: number;
  holidayHours: number;
  /** Accepted cover requests this member took over (the acceptor). */
  coversGiven: number;
  /** Accepted cover requests of this member's (the requester). */
  coversReceived: number;
}

export interface Fairness {
  since: string;
  members: FairnessMember[];
}

/**
 * Every current member of the group (zeros for one who held nothing), with their hours and the
 * covers accepted in the window; the lightest load of nights, weekends and holidays first, then
 * by name, so the first is the one to suggest. Hours of someone no longer a member are left out.
 */
export function fairnessOf(
  members: { id: string; nombre: string }[],
  hours: Pick<MemberHours, 'memberId' | 'total' | 'night' | 'weekend' | 'holiday'>[],
  covers: { requesterId: string; acceptorId: string }[],
): FairnessMember[] {
  const hoursOf = new Map(hours.map((row) => [row.memberId, row]));
  const count = (ids: string[]) => {
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  };
  const given = count(covers.map((cover) => cover.acceptorId));
  const received = count(covers.map((cover) => cover.requesterId));
  return members
    .map(({ id, nombre }) => {
      const row = hoursOf.get(id);
      return {
        memberId: id,
        nombre,
        hours: row?.total ?? 0,
        offHours: row ? row.night + row.weekend + row.holiday : 0,
        holidayHours: row?.holiday ?? 0,
        coversGiven: given.get(id) ?? 0,
        coversReceived: received.get(id) ?? 0,
      };
    })
    .sort((a, b) => a.offHours - b.offHours || a.nombre.localeCompare(b.nombre, 'es-CL'));
}
