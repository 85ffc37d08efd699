import { toIsoDate } from '@/lib/firebase/values';

/**
 * The group's latest handoff as `turnos-actual/{group}` keeps it, with its confirmation: who got
 * the shift, when (ISO 8601), and when they said 'Confirmo turno'. `confirmedAt` is null from
 * the handoff until then.
 */
export interface ShiftConfirmation {
  memberId: string;
  at: string;
  confirmedAt: string | null;
}

/** Reads the stored document (the server's and the live board's alike). */
export function toShiftConfirmation(data: Record<string, unknown>): ShiftConfirmation | null {
  const at = toIsoDate(data.at);
  if (typeof data.memberId !== 'string' || !at) return null;
  return {
    memberId: data.memberId,
    at,
    confirmedAt: toIsoDate(data.confirmedAt),
  };
}

/** Whether the board says 'Sin confirmar' beside this holder: their handoff awaits it. */
export const awaitsConfirmation = (
  state: ShiftConfirmation | null | undefined,
  holderId: string | undefined,
) => Boolean(state && holderId && state.memberId === holderId && state.confirmedAt === null);
