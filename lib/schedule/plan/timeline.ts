import { handoffsBetween, memberOfShift, shiftIndexAt } from '../rotations/rotation';
import {
  SHIFT_SOURCE,
  type Coverage,
  type Holding,
  type RotationRule,
  type Shift,
  type ShiftEntry,
} from '../model';

export interface CoverageRule {
  memberId: string;
  nombre: string;
  from: number;
  to: number;
  /** Newer coverages win where two overlap. */
  createdAt: number;
}

/** A stored coverage as the plan's rule; `nombre` as the member is named now, if known. */
export const toCoverageRule = (coverage: Coverage, nombre = coverage.nombre): CoverageRule => ({
  memberId: coverage.memberId,
  nombre,
  from: Date.parse(coverage.from),
  to: Date.parse(coverage.to),
  createdAt: Date.parse(coverage.createdAt),
});

/** What the schedule knows of a group, for the future. */
export interface Plan {
  rotation: RotationRule | null;
  coverages: CoverageRule[];
  /** Who holds where neither a coverage nor the rotation says (the last manual assignment). */
  fallback: { memberId: string; nombre: string } | null;
  /** Names of the rotation's members. */
  names: ReadonlyMap<string, string>;
}

/**
 * Who the plan names at instant t: the newest coverage containing t; else the rotation's
 * member for t (from its first handoff on); else the fallback. `shift`, the rotation's shift at
 * t, when the caller knows it already.
 */
export function plannedHolderAt(plan: Plan, t: number, shift?: number): Holding | null {
  let newest: CoverageRule | undefined;
  for (const coverage of plan.coverages) {
    if (
      coverage.from <= t &&
      t < coverage.to &&
      (!newest || coverage.createdAt > newest.createdAt)
    ) {
      newest = coverage;
    }
  }
  if (newest)
    return { memberId: newest.memberId, nombre: newest.nombre, source: SHIFT_SOURCE.coverage };
  const { rotation } = plan;
  if (rotation && rotation.memberIds.length > 0) {
    const k = shift ?? shiftIndexAt(rotation, t);
    if (k >= 0) {
      const memberId = memberOfShift(rotation, k);
      return { memberId, nombre: plan.names.get(memberId) ?? '', source: SHIFT_SOURCE.rotation };
    }
  }
  return plan.fallback && { ...plan.fallback, source: SHIFT_SOURCE.manual };
}

/**
 * Who the plan names at t among the members that exist (`exists`): a member gone some other way
 * than the API's delete (the console, an older copy) is skipped. Their coverage is left out; their
 * rotation shift goes to the next present member of the order; a fallback who is gone, nobody.
 * Answers the holding and, when someone was skipped, who the plan named.
 */
export function presentHolderAt(
  plan: Plan,
  t: number,
  exists: (memberId: string) => boolean,
): { holding: Holding | null; skipped: Holding | null } {
  const named = plannedHolderAt(plan, t);
  if (!named || exists(named.memberId)) return { holding: named, skipped: null };
  const rest = { ...plan, coverages: plan.coverages.filter((c) => exists(c.memberId)) };
  let holding = plannedHolderAt(rest, t);
  const { rotation } = plan;
  if (holding?.source === SHIFT_SOURCE.rotation && rotation && !exists(holding.memberId)) {
    const k = shiftIndexAt(rotation, t);
    // At most one turn of the order: nobody present in it leaves the shift where it is.
    const next = rotation.memberIds
      .map((_, j) => memberOfShift(rotation, k + j + 1))
      .find((memberId) => exists(memberId));
    holding = next
      ? { memberId: next, nombre: plan.names.get(next) ?? '', source: SHIFT_SOURCE.rotation }
      : null;
  }
  return { holding: holding && exists(holding.memberId) ? holding : null, skipped: named };
}

/** Adjacent pieces of the same member and source become one. */
export function mergePieces(pieces: Shift<number>[]): Shift<number>[] {
  const merged: Shift<number>[] = [];
  for (const piece of pieces) {
    const last = merged.at(-1);
    if (
      last &&
      last.end === piece.start &&
      last.memberId === piece.memberId &&
      last.source === piece.source
    ) {
      last.end = piece.end;
    } else {
      merged.push({ ...piece });
    }
  }
  return merged;
}

/** The plan's holdings over [from, to), in order, cut to the range, adjacent ones merged. */
export function plannedPieces(plan: Plan, from: number, to: number): Shift<number>[] {
  if (to <= from) return [];
  const bounds = new Set<number>([from]);
  for (const coverage of plan.coverages) {
    if (coverage.from > from && coverage.from < to) bounds.add(coverage.from);
    if (coverage.to > from && coverage.to < to) bounds.add(coverage.to);
  }
  const rotation = plan.rotation?.memberIds.length ? plan.rotation : null;
  const handoffs = rotation ? handoffsBetween(rotation, from, to) : [];
  for (const at of handoffs) bounds.add(at);
  const starts = [...bounds].sort((a, b) => a - b);
  // The shift at `from` (or -1 before the first), one more at each handoff passed: the rotation
  // is asked once, not at every piece.
  const base = rotation ? Math.max(shiftIndexAt(rotation, from), -1) : -1;
  let passed = 0;
  const pieces: Shift<number>[] = [];
  starts.forEach((start, i) => {
    while (passed < handoffs.length && handoffs[passed]! <= start) passed++;
    const holder = plannedHolderAt(plan, start, base + passed);
    if (holder) pieces.push({ ...holder, start, end: starts[i + 1] ?? to });
  });
  return mergePieces(pieces);
}

/**
 * What happened over [from, min(to, now)): each entry holds from its `at` to the next one's.
 * `entries` are in order and include the last one before `from`, if any.
 */
export function pastPieces(
  entries: (Holding & Pick<ShiftEntry, 'at'>)[],
  from: number,
  to: number,
  now: number,
): Shift<number>[] {
  const end = Math.min(to, now);
  const pieces: Shift<number>[] = [];
  entries.forEach((entry, i) => {
    const next = entries[i + 1]?.at ?? now;
    const start = Math.max(entry.at, from);
    const stop = Math.min(next, end);
    const { memberId, nombre, source } = entry;
    if (stop > start) pieces.push({ memberId, nombre, source, start, end: stop });
  });
  return mergePieces(pieces);
}

/**
 * A group's shifts over [from, to): the history up to now, the plan after it. Where the same
 * member holds on both sides of now the two are one shift, starting when the holding began, so
 * a shift keeps its start (and its calendar UID) while it runs.
 */
export function timeline(
  entries: (Holding & Pick<ShiftEntry, 'at'>)[],
  plan: Plan,
  from: number,
  to: number,
  now: number,
): Shift<number>[] {
  const past = pastPieces(entries, from, to, now);
  const future = plannedPieces(plan, Math.max(from, now), to);
  const last = past.at(-1);
  const first = future[0];
  if (last && first && last.end === first.start && last.memberId === first.memberId) {
    last.end = first.end;
    future.shift();
  }
  return [...past, ...future];
}

/** The holding at t and the next one after it (the first with another member). */
export function holdingAndNext(
  pieces: Shift<number>[],
  t: number,
): { current: Shift<number> | null; next: Shift<number> | null } {
  const index = pieces.findIndex((piece) => piece.start <= t && t < piece.end);
  if (index < 0) return { current: null, next: null };
  const current = pieces[index]!;
  const next = pieces.slice(index + 1).find((piece) => piece.memberId !== current.memberId);
  return { current, next: next ?? null };
}

/** Pieces as the API answers them: ISO 8601 in UTC. */
export const toShift = (piece: Shift<number>): Shift => ({
  memberId: piece.memberId,
  nombre: piece.nombre,
  start: new Date(piece.start).toISOString(),
  end: new Date(piece.end).toISOString(),
  source: piece.source,
});
