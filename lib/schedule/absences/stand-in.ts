import { SHIFT_SOURCE, type Holding } from '../model';
import type { Plan } from '../plan/timeline';
import { memberOfShift, shiftIndexAt } from '../rotations/rotation';

/**
 * Who takes a shift at `t` whose member is away: the next member of the rotation's order after
 * the shift at `t` who is `available` (exists, not away); else the rotation's fallback member,
 * if available; else nobody (null: the shift stays with whoever holds it).
 */
export function standInAt(
  plan: Plan,
  t: number,
  fallbackMemberId: string | undefined,
  available: (memberId: string) => boolean,
  nameOf: (memberId: string) => string,
): Holding | null {
  const { rotation } = plan;
  if (rotation && rotation.memberIds.length > 0) {
    const k = Math.max(shiftIndexAt(rotation, t), 0);
    for (let step = 1; step < rotation.memberIds.length; step++) {
      const memberId = memberOfShift(rotation, k + step);
      if (available(memberId)) {
        return { memberId, nombre: nameOf(memberId), source: SHIFT_SOURCE.rotation };
      }
    }
  }
  if (fallbackMemberId && available(fallbackMemberId)) {
    return {
      memberId: fallbackMemberId,
      nombre: nameOf(fallbackMemberId),
      source: SHIFT_SOURCE.rotation,
    };
  }
  return null;
}
