import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import ical, { ICalCalendarMethod } from 'ical-generator';
import {
  assignShift,
  deleteMember,
  entryAfter,
  entryAt,
  handOver,
  historyBetween,
  latestEntry,
  MemberError,
  membersById,
  onDuty,
  scheduledMember,
  type Assignment,
  type Duty,
  type Handover,
  type MemberGroup,
  type Next,
  type ShiftState,
  SHIFT_SOURCE,
} from '@/lib/members';
import { runTransaction } from '@/lib/firebase';
import { log } from '@/lib/log';
import { recordSkipAlert, skipAlertDue } from '@/lib/notifications';
import type { Coverage, Rotation, Shift } from './model';
import { DAY_MS } from './records';
import { isScheduled, loadPlan, recordAssignmentCoverage } from './repository';
import { handoffAt, shiftIndexAt } from './rotation';
import { holdingAndNext, plannedPieces, presentHolderAt, timeline, toShift } from './timeline';

/** How far ahead "who is next" looks. */
const NEXT_HORIZON_MS = 92 * DAY_MS;
/** How far around a future instant its holding and the next are looked for first. */
const HOLDING_LOOKBACK_MS = 35 * DAY_MS;
/**
 * A tick dates a handoff when it was due, up to this long before (a tick an hour late still
 * records 09:00, as the plan and the calendar say); beyond that, this long back at most.
 */
const TICK_LOOKBACK_MS = 2 * 3_600_000;

/**
 * A group's shifts over [from, to): the history up to now, the plan after it. A range wholly
 * ahead is the plan's over that range alone: the work follows the range, never its distance
 * from now.
 */
async function piecesOf(group: MemberGroup, from: number, to: number, now: number) {
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
      : running?.source === SHIFT_SOURCE.coverage
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
  source: (typeof SHIFT_SOURCE)['rotation' | 'coverage'];
}

/**
 * DELETE /api/members/{group}/{id}: refused (409) while the member is on duty, in the group's
 * rotation or holding a coverage not ended; checked in the deletion's own transaction.
 */
export const removeMember = (group: MemberGroup, id: string, now = new Date()) =>
  deleteMember(group, id, (transaction) => isScheduled(transaction, group, id, now));

/**
 * The refusal `removeMember` would give, if the schedule still names the member (for
 * `npm run user:disable`, which disables the account whatever the schedule says: the operator
 * is told to take them out of it).
 */
export async function scheduledMemberWarning(group: MemberGroup, id: string, now = new Date()) {
  const named = await runTransaction((transaction) => isScheduled(transaction, group, id, now));
  if (!named) return null;
  return scheduledMember((await membersById(group, [id])).get(id)?.nombre || id);
}

/** What one group's tick decided, inside its transaction (which may run more than once). */
interface TickDecision {
  handover: Handover | null;
  handoff: TickHandoff | null;
  /** The warning to log when a member the schedule names is gone. */
  skipped: string;
  /** The skip alert's outbox messages, once its write ran. */
  alerts: string[];
}

/**
 * Whom the schedule names at `now` in the group, from its state as the transaction read it,
 * and the rotation, coverages and members read in the same transaction. Judged when read, if
 * later than `now`: a change saved after this tick began (an assignment, a rotation, with the
 * coverage either records from its own now) is judged as it stands.
 */
async function decideHandoff(
  group: MemberGroup,
  now: number,
  transaction: Transaction,
  { holderId, latest }: ShiftState,
): Promise<TickDecision> {
  const decision: TickDecision = { handover: null, handoff: null, skipped: '', alerts: [] };
  const t = Math.max(now, Date.now());
  const from = t - TICK_LOOKBACK_MS;
  const plan = await loadPlan(group, new Date(from), latest, transaction);
  const due = plannedPieces(plan, from, t + 1).find((piece) => piece.start <= t && t < piece.end);
  if (!due) return decision;
  const { holding, skipped } = presentHolderAt(plan, t, (id) => plan.people.has(id));
  const at = new Date(due.start);
  if (skipped) {
    decision.skipped = `${skipped.memberId} (${skipped.source}) is gone from ${group}: skipped`;
    if (await skipAlertDue(transaction, { group, at })) {
      const person = holding && plan.people.get(holding.memberId);
      const alert = {
        group,
        skipped: { id: skipped.memberId, nombre: skipped.nombre },
        holder: person
          ? { id: person.id, nombre: person.nombre, email: person.email, telefono: person.telefono }
          : null,
        at,
      };
      decision.handover = { write: (writer) => (decision.alerts = recordSkipAlert(writer, alert)) };
    }
  }
  if (!holding || holding.memberId === holderId) return decision;
  // Without a rotation or coverage saying otherwise, the holder stays: the shift goes back to
  // the previous holder only when a coverage that put the current one on duty is over.
  const heldByCoverage = latest?.source === SHIFT_SOURCE.coverage && latest.memberId === holderId;
  if (holding.source === SHIFT_SOURCE.manual && !heldByCoverage) return decision;
  // The end of a coverage hands the shift back: that is the coverage's doing too.
  const source =
    holding.source === SHIFT_SOURCE.rotation ? SHIFT_SOURCE.rotation : SHIFT_SOURCE.coverage;
  decision.handoff = { group, memberId: holding.memberId, source };
  decision.handover = {
    ...decision.handover,
    assign: { id: holding.memberId, assignedBy: source, source, since: at },
  };
  return decision;
}

/**
 * Hands each group's shift to whoever the schedule names now. Each group is one transaction that
 * reads its state once, then its rotation, coverages and members, and decides there: a rotation
 * or assignment saved meanwhile makes the transaction run again on what is new, so two ticks, or
 * a tick and a manual assignment, make one handoff. A member the schedule names who no longer
 * exists is skipped (the next member of the rotation takes the shift): logged at every tick
 * while it lasts, alerted in the chat once. Answers the handoffs made, their notices and alerts.
 */
export async function runHandoffs(
  groups: readonly MemberGroup[],
  now = Date.now(),
): Promise<{ handoffs: TickHandoff[]; notifications: string[]; alerts: string[] }> {
  const handoffs: TickHandoff[] = [];
  const notifications: string[] = [];
  const alerts: string[] = [];
  for (const group of groups) {
    let decision: TickDecision | undefined;
    try {
      const assignment = await handOver(group, async (transaction, state) => {
        decision = await decideHandoff(group, now, transaction, state);
        return decision.handover;
      });
      if (assignment && decision?.handoff) {
        handoffs.push(decision.handoff);
        notifications.push(...assignment.notifications);
      }
    } catch (error) {
      // The member was put on duty meanwhile: the next tick decides.
      if (!(error instanceof MemberError)) throw error;
      log.info('schedule', `No handoff in ${group}: ${error.message}`);
    }
    if (decision?.skipped) log.warn('schedule', decision.skipped);
    alerts.push(...(decision?.alerts ?? []));
  }
  return { handoffs, notifications, alerts };
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
