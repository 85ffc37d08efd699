import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { MemberError, type MemberGroup } from '@/lib/members';
import { log } from '@/lib/log';
import {
  recordScheduleNotice,
  recordSkipAlert,
  scheduleNoticeDue,
  skipAlertDue,
  type ScheduleNotice,
  type SkipAlert,
} from '@/lib/notifications';
import { absenceAt } from '../absences/model';
import { standInAt } from '../absences/stand-in';
import { noticePerson } from '../cover-requests/records';
import { SHIFT_SOURCE, type Holding, type ShiftEntry } from '../model';
import { loadPlan, type LoadedPlan } from '../plan/load';
import { plannedPieces, presentHolderAt } from '../plan/timeline';
import { shiftIndexAt } from '../rotations/rotation';
import { handOver } from './hand-over';
import { latestEntry } from './history';
import { inShiftTransaction } from './transaction';
import { HOUR_MS } from '@/lib/time';

/**
 * A tick dates a handoff when it was due, up to this long before (a tick an hour late still
 * records 09:00, as the plan and the calendar say); beyond that, this long back at most.
 */
const TICK_LOOKBACK_MS = 2 * HOUR_MS;

export interface TickHandoff {
  group: MemberGroup;
  memberId: string;
  source: (typeof SHIFT_SOURCE)['rotation' | 'coverage'];
}

/** What one group's tick decided, inside its transaction (which may run more than once). */
interface TickDecision {
  /** The handoff due, dated when it was due. */
  handoff: (TickHandoff & { since: Date }) | null;
  /** The warning to log when a member the schedule names is gone. */
  skipped: string;
  /** The skip alert to record, once per skipped holding. */
  alert: SkipAlert | null;
  /** The `shift.reassigned` notice to record, once per shift of an absent member. */
  reassigned: { noticeId: string; notice: ScheduleNotice } | null;
}

/**
 * Which shift a holding at t is, for its notice's id: the rotation's shift index, or the
 * coverage's start; the same at every tick while it lasts.
 */
function shiftKey(plan: LoadedPlan, holding: Holding, t: number): string {
  if (holding.source === SHIFT_SOURCE.rotation && plan.rotation) {
    return `r${shiftIndexAt(plan.rotation, t)}`;
  }
  const coverage = plan.coverages
    .filter((rule) => rule.memberId === holding.memberId && rule.from <= t && t < rule.to)
    .sort((x, y) => y.createdAt - x.createdAt)[0];
  return coverage ? `c${coverage.from}` : 'm';
}

/**
 * A shift about to go to a member who is away goes to a stand-in instead (standInAt), or stays
 * with the holder; the `shift.reassigned` notice that says so is due once per shift.
 */
async function reassignIfAway(
  group: MemberGroup,
  plan: LoadedPlan,
  holding: Holding,
  latest: ShiftEntry | null,
  t: number,
  transaction: Transaction,
): Promise<{ holding: Holding | null; reassigned: TickDecision['reassigned'] }> {
  const away = absenceAt(plan.absences, holding.memberId, t);
  if (!away) return { holding, reassigned: null };
  const available = (id: string) => plan.people.has(id) && !absenceAt(plan.absences, id, t);
  const nameOf = (id: string) => plan.people.get(id)?.nombre ?? plan.names.get(id) ?? '';
  const standIn = standInAt(plan, t, plan.rotationRecord?.fallbackMemberId, available, nameOf);
  const noticeId = `shift.reassigned-${group}-${away.id}-${shiftKey(plan, holding, t)}`;
  if (!(await scheduleNoticeDue(transaction, noticeId)))
    return { holding: standIn, reassigned: null };
  const person = (id: string, nombre: string) => noticePerson(plan.people.get(id), id, nombre);
  const holder = latest ? person(latest.memberId, latest.nombre) : null;
  return {
    holding: standIn,
    reassigned: {
      noticeId,
      notice: {
        event: 'shift.reassigned',
        group,
        at: new Date(t),
        absent: person(holding.memberId, holding.nombre),
        kind: away.kind,
        standIn: standIn && person(standIn.memberId, standIn.nombre),
        holder: standIn ? null : holder,
      },
    },
  };
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
  latest: ShiftEntry | null,
): Promise<TickDecision> {
  const decision: TickDecision = { handoff: null, skipped: '', alert: null, reassigned: null };
  const t = Math.max(now, Date.now());
  const from = t - TICK_LOOKBACK_MS;
  const plan = await loadPlan(group, new Date(from), latest, transaction);
  const due = plannedPieces(plan, from, t + 1).find((piece) => piece.start <= t && t < piece.end);
  if (!due) return decision;
  const present = presentHolderAt(plan, t, (id) => plan.people.has(id));
  const { skipped } = present;
  let { holding } = present;
  const at = new Date(due.start);
  // Never handed to someone away: only a handoff is, not a holding that already runs.
  if (holding && holding.memberId !== latest?.memberId) {
    const decided = await reassignIfAway(group, plan, holding, latest, t, transaction);
    holding = decided.holding;
    decision.reassigned = decided.reassigned;
  }
  if (skipped) {
    decision.skipped = `${skipped.memberId} (${skipped.source}) is gone from ${group}: skipped`;
    if (await skipAlertDue(transaction, { group, at })) {
      const person = holding && plan.people.get(holding.memberId);
      decision.alert = {
        group,
        skipped: { id: skipped.memberId, nombre: skipped.nombre },
        holder: person
          ? { id: person.id, nombre: person.nombre, email: person.email, telefono: person.telefono }
          : null,
        at,
      };
    }
  }
  if (!holding || holding.memberId === latest?.memberId) return decision;
  // Without a rotation or coverage saying otherwise, the holder stays: the shift goes back to
  // the previous holder only when a coverage that put the current one on duty is over.
  if (holding.source === SHIFT_SOURCE.manual && latest?.source !== SHIFT_SOURCE.coverage) {
    return decision;
  }
  // The end of a coverage hands the shift back: that is the coverage's doing too.
  const source =
    holding.source === SHIFT_SOURCE.rotation ? SHIFT_SOURCE.rotation : SHIFT_SOURCE.coverage;
  decision.handoff = { group, memberId: holding.memberId, source, since: at };
  return decision;
}

/**
 * Hands each group's shift to whoever the schedule names now. Each group is one transaction that
 * reads its state once, then its rotation, coverages and members, and decides there: a rotation
 * or assignment saved meanwhile makes the transaction run again on what is new, so two ticks, or
 * a tick and a manual assignment, make one handoff. The handoff (members' writes), its notice
 * and any skip alert (notifications') are recorded in that transaction, whose answer on its
 * committed run carries their outbox ids. A member the schedule names who no longer exists is
 * skipped (the next member of the rotation takes the shift): logged at every tick while it
 * lasts, alerted in the chat once. A member who is away is never handed the shift: it goes to a
 * stand-in (or stays), told once (`shift.reassigned`). Answers the handoffs made, their notices,
 * alerts and schedule notices.
 */
export async function runHandoffs(
  groups: readonly MemberGroup[],
  now = Date.now(),
): Promise<{
  handoffs: TickHandoff[];
  notifications: string[];
  alerts: string[];
  notices: string[];
}> {
  const handoffs: TickHandoff[] = [];
  const notifications: string[] = [];
  const alerts: string[] = [];
  const notices: string[] = [];
  for (const group of groups) {
    // The last run's warning, logged even when that run refused the handoff.
    let skipped = '';
    try {
      const outcome = await inShiftTransaction(group, async (transaction) => {
        const latest = await latestEntry(group, transaction);
        const decision = await decideHandoff(group, now, transaction, latest);
        skipped = decision.skipped;
        const due = decision.handoff;
        const assignment =
          due &&
          (await handOver(transaction, group, latest, {
            id: due.memberId,
            assignedBy: due.source,
            source: due.source,
            since: due.since,
          }));
        const reassigned = decision.reassigned;
        return {
          handoff: due && { group, memberId: due.memberId, source: due.source },
          notifications: assignment ? assignment.notifications : [],
          // Recorded after the handoff's writes: its read of the member comes first.
          alerts: decision.alert ? recordSkipAlert(transaction, decision.alert) : [],
          notices: reassigned
            ? recordScheduleNotice(transaction, reassigned.noticeId, reassigned.notice)
            : [],
        };
      });
      if (outcome.handoff) {
        handoffs.push(outcome.handoff);
        notifications.push(...outcome.notifications);
      }
      alerts.push(...outcome.alerts);
      notices.push(...outcome.notices);
    } catch (error) {
      // The member was put on duty meanwhile: the next tick decides.
      if (!(error instanceof MemberError)) throw error;
      log.info('schedule', `No handoff in ${group}: ${error.message}`);
    }
    if (skipped) log.warn('schedule', skipped);
  }
  return { handoffs, notifications, alerts, notices };
}
