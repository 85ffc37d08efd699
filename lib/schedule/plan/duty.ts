import 'server-only';
import { membersById, membersOnDuty, type MemberGroup } from '@/lib/members';
import type { PublicHoliday } from '@/lib/holidays';
import { DAY_MS } from '@/lib/time';
import type { Absence } from '../absences/model';
import { listAbsences } from '../absences/records';
import { holidaysBetween } from './holidays';
import { NEXT_HORIZON_MS } from '../limits';
import {
  dutyOf,
  SHIFT_SOURCE,
  type Coverage,
  type Duty,
  type Next,
  type Rotation,
  type Shift,
} from '../model';
import { entryAfter, entryAt, historyBetween, latestEntry, stateRef } from '../shift/history';
import { loadPlan } from './load';
import { holdingAndNext, plannedPieces, timeline, toShift } from './timeline';

/** How far around a future instant its holding and the next are looked for first. */
const HOLDING_LOOKBACK_MS = 35 * DAY_MS;

/**
 * A group's shifts over [from, to): the history up to now, the plan after it. A range wholly
 * ahead is the plan's over that range alone: the work follows the range, never its distance
 * from now.
 */
export async function piecesOf(group: MemberGroup, from: number, to: number, now: number) {
  const latest = await latestEntry(group);
  if (from >= now) {
    const plan = await loadPlan(group, new Date(from), latest);
    return { pieces: plannedPieces(plan, from, to), plan, latest };
  }
  const [entries, plan] = await Promise.all([
    historyBetween(group, new Date(from), new Date(Math.min(to, now))),
    loadPlan(group, new Date(now), latest),
  ]);
  const pieces = timeline(entries, plan, from, to, now);
  return { pieces, plan, latest };
}

/**
 * GET /api/schedule/{group}: the rotation, the coverages not ended, the shifts, the absences and
 * Chile's public holidays of [from, to).
 */
export async function scheduleOf(
  group: MemberGroup,
  from: number,
  to: number,
  now = Date.now(),
): Promise<{
  rotation: Rotation | null;
  coverages: Coverage[];
  shifts: Shift[];
  absences: Absence[];
  holidays: PublicHoliday[];
}> {
  const [{ pieces, plan }, absences] = await Promise.all([
    piecesOf(group, from, to, now),
    listAbsences(group, new Date(from), new Date(to)),
  ]);
  return {
    rotation: plan.rotationRecord,
    coverages: plan.coverageRecords,
    shifts: pieces.map(toShift),
    absences,
    holidays: holidaysBetween(from, to),
  };
}

/**
 * Who is on duty in a group: the member with flagActivo 1 (a query on that flag, so the cost
 * does not grow with the group), with since and who assigned it from the group's latest handoff.
 */
export async function onDuty(group: MemberGroup): Promise<Omit<Duty, 'next'> | null> {
  const [holders, latest] = await Promise.all([membersOnDuty(group), stateRef(group).get()]);
  return dutyOf(holders, latest.data());
}

async function nextOf(
  group: MemberGroup,
  piece: Shift<number> | null,
  known: Map<string, { email: string; telefono: string; nombre: string }>,
): Promise<Next | null> {
  if (!piece) return null;
  const person =
    known.get(piece.memberId) ?? (await membersById(group, [piece.memberId])).get(piece.memberId);
  return {
    id: piece.memberId,
    nombre: person?.nombre || piece.nombre,
    email: person?.email ?? '',
    telefono: person?.telefono ?? '',
    start: new Date(piece.start).toISOString(),
  };
}

/**
 * GET /api/on-duty: who holds a group's shift at `at` (now by default) and who holds it next.
 * Now: the member on duty, and the plan ahead. The past: the history (the entry holding then,
 * and the one after it). The future: the plan.
 */
export async function dutyAt(
  group: MemberGroup,
  at: number | undefined,
  now = Date.now(),
): Promise<Duty | null> {
  if (at === undefined) {
    const duty = await onDuty(group);
    if (!duty) return null;
    const plan = await loadPlan(group, new Date(now), await latestEntry(group));
    const ahead = plannedPieces(plan, now, now + NEXT_HORIZON_MS);
    const next = ahead.find((piece) => piece.memberId !== duty.id) ?? null;
    return { ...duty, next: await nextOf(group, next, plan.people) };
  }
  if (at <= now) {
    const entry = await entryAt(group, new Date(at));
    if (!entry) return null;
    const [after, people] = await Promise.all([
      entryAfter(group, new Date(at)),
      membersById(group, [entry.memberId]),
    ]);
    const person = people.get(entry.memberId);
    const duty: Omit<Duty, 'next'> = {
      id: entry.memberId,
      nombre: person?.nombre || entry.nombre,
      email: person?.email ?? '',
      telefono: person?.telefono ?? '',
      since: new Date(entry.at).toISOString(),
      assignedBy: entry.assignedBy,
    };
    if (after)
      return {
        ...duty,
        next: await nextOf(group, { ...after, start: after.at, end: after.at }, new Map()),
      };
    const current = await dutyAt(group, undefined, now);
    return { ...duty, next: current?.id === duty.id ? current.next : null };
  }
  // The holding at `at` and the next one, from a window around `at`: 35 days each side, then 92
  // ahead if nobody else holds in those; a holding that began before the window (a long shift, a
  // rotation of one) is looked for from its start in the history. At most 366 + 92 days of plan.
  const around = async (from: number, to: number) => {
    const found = await piecesOf(group, from, to, now);
    return { ...found, ...holdingAndNext(found.pieces, at) };
  };
  const windowStart = at - HOLDING_LOOKBACK_MS;
  let found = windowStart > now ? await around(windowStart, at + HOLDING_LOOKBACK_MS) : null;
  if (found?.current && found.current.start !== windowStart && !found.next) {
    found = await around(windowStart, at + NEXT_HORIZON_MS);
  }
  if (!found || found.current?.start === windowStart) {
    const began = (await latestEntry(group))?.at ?? now;
    found = await around(Math.min(began, now), at + NEXT_HORIZON_MS);
  }
  const { plan, latest, current, next } = found;
  if (!current) return null;
  const person =
    plan.people.get(current.memberId) ??
    (await membersById(group, [current.memberId])).get(current.memberId);
  const runningManual =
    current.source === SHIFT_SOURCE.manual && latest?.memberId === current.memberId;
  return {
    id: current.memberId,
    nombre: person?.nombre || current.nombre,
    email: person?.email ?? '',
    telefono: person?.telefono ?? '',
    since: new Date(current.start).toISOString(),
    assignedBy:
      current.source === SHIFT_SOURCE.manual
        ? runningManual
          ? latest.assignedBy
          : ''
        : current.source,
    next: await nextOf(group, next, plan.people),
  };
}
