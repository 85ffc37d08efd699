import { HOUR_MS } from '@/lib/time';
import { SHIFT_SOURCE, type Shift } from '../model';
import type { ShiftConfirmation } from './confirmation-state';

const MINUTE_MS = 60_000;

/**
 * When an unconfirmed handoff at `handoffAt` escalates: `minutes` real minutes later (epoch ms,
 * so an offset change in between neither shortens nor lengthens the wait).
 */
export const escalationDueAt = (handoffAt: number, minutes: number) =>
  handoffAt + minutes * MINUTE_MS;

/**
 * Whether the group's latest handoff is still unconfirmed `minutes` after it, at `now`.
 */
export function escalationDue(
  state: ShiftConfirmation | null,
  now: number,
  minutes: number,
): boolean {
  if (!state || state.confirmedAt !== null) return false;
  return now >= escalationDueAt(Date.parse(state.at), minutes);
}

/** When a shift starting at `start` is reminded: `hours` real hours before. */
export const reminderDueAt = (start: number, hours: number) => start - hours * HOUR_MS;

/**
 * The range of the plan a reminder run at `now` looks at: up to a start exactly `hours` ahead
 * (plannedPieces' range ends before its `to`).
 */
export const reminderHorizon = (now: number, hours: number) => now + hours * HOUR_MS + 1;

/**
 * The scheduled shifts (the rotation's or a coverage's, never a manual holding) of `pieces` that
 * have not started at `now` and whose start is within `hours`: each is reminded once.
 */
export const remindersDue = (pieces: readonly Shift<number>[], now: number, hours: number) =>
  pieces.filter(
    (piece) =>
      piece.source !== SHIFT_SOURCE.manual &&
      now < piece.start &&
      now >= reminderDueAt(piece.start, hours),
  );
