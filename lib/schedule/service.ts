import 'server-only';
import ical, { ICalCalendarMethod } from 'ical-generator';
import {
  assignShift,
  MemberError,
  onDuty,
  type Assignment,
  type Duty,
  type MemberGroup,
} from '@/lib/members';
import { log } from '@/lib/log';
import type { Coverage, Rotation, Shift } from './model';
import { DAY_MS } from './records';
import {
  entryAfter,
  entryAt,
  historyBetween,
  latestEntry,
  loadPlan,
  membersById,
  recordAssignmentCoverage,
} from './repository';
import { handoffAt, shiftIndexAt } from './rotation';
import { holdingAndNext, plannedPieces, timeline, toShift, type Piece } from './timeline';

/** How far ahead "who is next" looks. */
const NEXT_HORIZON_MS = 92 * DAY_MS;
/**
 * A tick dates a handoff when it was due, up to this long before (a tick an hour late still
 * records 09:00, as the plan and the calendar say); beyond that, this long back at most.
 */
const TICK_LOOKBACK_MS = 2 * 3_600_000;

/** A group's shifts over [from, to): the history up to now, the plan after it. */
async function piecesOf(group: MemberGroup, from: number, to: number, now: number) {
  const latest = await latestEntry(group);
  const [entries, plan] = await Promise.all([
    from < now
      ? historyBetween(group, new Date(from), new Date(Math.min(to, now)))
      : Promise.resolve(latest ? [latest] : []),
    loadPlan(group, new Date(Math.max(from, now)), latest),
  ]);
  const start = from < now ? from : Math.min(from, latest?.at ?? from);
  const pieces = timeline(entries, plan, start, to, now).flatMap((piece) =>
    piece.end <= from ? [] : [{ ...piece, start: Math.max(piece.start, from) }],
  );
  return { pieces, plan, latest };
}

/** GET /api/schedule/{group}: the rotation, the coverages not ended, the shifts of [from, to). */
export async function scheduleOf(
  group: MemberGroup,
  from: number,
  to: number,
  now = Date.now(),
): Promise<{ rotation: Rotation | null; coverages: Coverage[]; shifts: Shift[] }> {
  const { pieces, plan } = await piecesOf(group, from, to, now);
  return {
    rotation: plan.rotationRecord,
    coverages: plan.coverageRecords,
    shifts: pieces.map(toShift),
  };
}

export interface Next {
  id: string;
  nombre: string;
  email: string;
  telefono: string;
  start: string;
}

export type ScheduledDuty = Duty & { next: Next | null };

async function nextOf(
  group: MemberGroup,
  piece: Piece | null,
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
): Promise<ScheduledDuty | null> {
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
    const duty: Duty = {
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
  // From the running holding's start, so `since` is when it began.
  const began = (await latestEntry(group))?.at ?? now;
  const { pieces, plan, latest } = await piecesOf(
    group,
    Math.min(began, now),
    at + NEXT_HORIZON_MS,
    now,
  );
  const { current, next } = holdingAndNext(pieces, at);
  if (!current) return null;
  const person =
    plan.people.get(current.memberId) ??
    (await membersById(group, [current.memberId])).get(current.memberId);
  const runningManual = current.source === 'manual' && latest?.memberId === current.memberId;
  return {
    id: current.memberId,
    nombre: person?.nombre || current.nombre,
    email: person?.email ?? '',
    telefono: person?.telefono ?? '',
    since: new Date(current.start).toISOString(),
    assignedBy:
      current.source === 'manual' ? (runningManual ? latest.assignedBy : '') : current.source,
    next: await nextOf(group, next, plan.people),
  };
}

/**
 * 'Asignar Turno' (the specification's behaviour), and with a rotation also "from now to the
 * next scheduled handoff": a coverage recorded in the assignment's own transaction. Without a
 * rotation, while a coverage runs, the new holder covers until it ends.
 */
export async function assignByStaff(
  group: MemberGroup,
  id: string,
  email: string,
  now = Date.now(),
): Promise<Assignment> {
  const plan = await loadPlan(group, new Date(now), null);
  const k = plan.rotation ? shiftIndexAt(plan.rotation, now) : -1;
  const [running] = plannedPieces(plan, now, now + 1);
  const until =
    plan.rotation && k >= 0
      ? handoffAt(plan.rotation, k + 1)
      : running?.source === 'cobertura'
        ? plannedPieces(plan, now, now + NEXT_HORIZON_MS)[0]?.end
        : undefined;
  return assignShift(group, id, email, {
    alsoWrite: until
      ? (transaction, { nombre, at }) =>
          recordAssignmentCoverage(transaction, {
            group,
            memberId: id,
            nombre,
            from: at,
            to: new Date(until),
            by: email,
          })
      : undefined,
  });
}

export interface TickHandoff {
  group: MemberGroup;
  memberId: string;
  source: 'rotación' | 'cobertura';
}

/**
 * Hands each group's shift to whoever the schedule names now, through the assignment's own
 * transaction, only while the holder it saw still holds (so two ticks at once, or a tick and
 * a manual assignment, make one handoff). Answers the handoffs made and their notices.
 */
export async function runHandoffs(
  groups: readonly MemberGroup[],
  now = Date.now(),
): Promise<{ handoffs: TickHandoff[]; notifications: string[] }> {
  const handoffs: TickHandoff[] = [];
  const notifications: string[] = [];
  for (const group of groups) {
    const [holder, latest] = await Promise.all([onDuty(group), latestEntry(group)]);
    const plan = await loadPlan(group, new Date(now - TICK_LOOKBACK_MS), latest);
    const due = plannedPieces(plan, now - TICK_LOOKBACK_MS, now + 1).find(
      (piece) => piece.start <= now && now < piece.end,
    );
    if (!due || due.memberId === holder?.id) continue;
    // Without a rotation or coverage saying otherwise, the holder stays: the shift goes back to
    // the previous holder only when a coverage that put the current one on duty is over.
    const heldByCoverage = latest?.source === 'cobertura' && latest.memberId === holder?.id;
    if (due.source === 'manual' && !heldByCoverage) continue;
    // The end of a coverage hands the shift back: that is the coverage's doing too.
    const source = due.source === 'rotación' ? 'rotación' : 'cobertura';
    try {
      const assignment = await assignShift(group, due.memberId, source, {
        source,
        since: new Date(due.start),
        ifHolder: holder?.id ?? null,
      });
      handoffs.push({ group, memberId: due.memberId, source });
      notifications.push(...assignment.notifications);
    } catch (error) {
      // Someone else changed the holder meanwhile, or the member is gone: the next tick decides.
      if (!(error instanceof MemberError)) throw error;
      log.info('schedule', `No handoff in ${group}: ${error.message}`);
    }
  }
  return { handoffs, notifications };
}

const groupLabel: Record<MemberGroup, string> = { equipo: 'Equipo', agencia: 'Agencia' };
const calendarPast = 30 * DAY_MS;
const calendarAhead = 90 * DAY_MS;

/** `20261125T120000Z`: a shift's start in a UID. */
const compactUtc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The group's calendar feed (RFC 5545): one event per shift from 30 days ago to 90 ahead, past
 * holdings shorter than a minute left out, a UID per shift from its group and start (an edit
 * moves the event instead of duplicating it); `memberId` keeps only that member's shifts.
 */
export async function calendarFeed(
  group: MemberGroup,
  siteUrl: string,
  memberId: string | undefined,
  now = Date.now(),
): Promise<string> {
  const { pieces } = await piecesOf(group, now - calendarPast, now + calendarAhead, now);
  const host = new URL(siteUrl).host;
  const calendar = ical({
    name: `Turnos de soporte (${groupLabel[group]})`,
    prodId: { company: host, product: 'turnos-de-soporte', language: 'ES' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 15 * 60,
  });
  for (const piece of pieces) {
    if (memberId && piece.memberId !== memberId) continue;
    if (piece.end <= now && piece.end - piece.start < 60_000) continue;
    calendar.createEvent({
      id: `${group}-${compactUtc(piece.start)}@${host}`,
      start: new Date(piece.start),
      end: new Date(piece.end),
      summary: `Turno de soporte (${groupLabel[group]}): ${piece.nombre}`,
      stamp: new Date(now),
    });
  }
  return calendar.toString();
}
