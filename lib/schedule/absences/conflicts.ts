import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { runTransaction } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { recordScheduleNotice } from '@/lib/notifications';
import { DAY_MS } from '@/lib/time';
import { COVER_REQUEST_STATUS, toCoverRequest, type CoverRequest } from '../cover-requests/model';
import { coverRequests, noticePerson } from '../cover-requests/records';
import { loadPlan, type LoadedPlan } from '../plan/load';
import { plannedPieces } from '../plan/timeline';
import { latestEntry } from '../shift/history';
import { absenceKindNames, type AbsenceRule } from './model';

/** Who opens a conflict's request when no person does: the schedule itself. */
const SCHEDULE_BY = 'ausencia';

/**
 * The conflicts of `absences` with the plan: each piece of an absent member's shifts inside the
 * absence (exactly the overlap), starting after now and within SCHEDULE_CONFLICT_DAYS. A shift
 * someone else covers is theirs in the plan, so it is no conflict. Its request's id says which
 * absence and piece it is (`ausencia-<absence id>-<start ms>`).
 */
function conflictsOf(
  plan: LoadedPlan,
  absences: readonly AbsenceRule[],
  now: number,
  windowDays = env.SCHEDULE_CONFLICT_DAYS,
) {
  const horizon = now + windowDays * DAY_MS;
  return absences.flatMap((absence) =>
    plannedPieces(plan, absence.from, absence.to)
      .filter((piece) => piece.memberId === absence.memberId)
      .filter((piece) => piece.start > now && piece.start <= horizon)
      .map((piece) => ({
        id: `ausencia-${absence.id}-${piece.start}`,
        absence,
        nombre: plan.people.get(absence.memberId)?.nombre ?? piece.nombre,
        from: new Date(piece.start),
        to: new Date(piece.end),
      })),
  );
}

/**
 * Reads, in the caller's transaction, which conflicts of `absences` have no request yet, and
 * answers how to open them after the caller's other reads: one cover request each (reason
 * `Ausencia: <kind>`, `absenceId`), with its `cover.requested` notice. Instances ticking
 * together open each once: the request's id is the conflict's.
 */
export async function openConflicts(
  transaction: Transaction,
  group: MemberGroup,
  plan: LoadedPlan,
  absences: readonly AbsenceRule[],
  now: Date,
  by = SCHEDULE_BY,
): Promise<() => { requests: CoverRequest[]; notices: string[] }> {
  const conflicts = conflictsOf(plan, absences, now.getTime());
  const found = await Promise.all(
    conflicts.map((conflict) => transaction.get(coverRequests().doc(conflict.id))),
  );
  const missing = conflicts.filter((_, index) => !found[index]!.exists);
  return () => {
    const requests: CoverRequest[] = [];
    const notices: string[] = [];
    for (const conflict of missing) {
      const reason = `Ausencia: ${absenceKindNames[conflict.absence.kind]}`;
      const record = {
        group,
        memberId: conflict.absence.memberId,
        nombre: conflict.nombre,
        from: conflict.from,
        to: conflict.to,
        reason,
        status: COVER_REQUEST_STATUS.open,
        absenceId: conflict.absence.id,
        createdBy: by,
        createdAt: now,
      };
      transaction.create(coverRequests().doc(conflict.id), record);
      requests.push(toCoverRequest(conflict.id, record));
      const requester = noticePerson(
        plan.people.get(conflict.absence.memberId),
        conflict.absence.memberId,
        conflict.nombre,
      );
      notices.push(
        ...recordScheduleNotice(transaction, `cover.requested-${conflict.id}`, {
          event: 'cover.requested',
          requestId: conflict.id,
          group,
          at: now,
          requester,
          reason,
          from: conflict.from,
          to: conflict.to,
        }),
      );
    }
    return { requests, notices };
  };
}

/**
 * The minute job: each group's absences not ended, their conflicts come within the window
 * opened (one transaction a group, which reads the absences, the plan and the requests again).
 * Answers the notices' messages, to send.
 */
export async function openAbsenceConflicts(
  groups: readonly MemberGroup[],
  now = new Date(),
): Promise<string[]> {
  const notices: string[] = [];
  for (const group of groups) {
    const opened = await runTransaction(async (transaction) => {
      const plan = await loadPlan(group, now, await latestEntry(group, transaction), transaction);
      if (plan.absences.length === 0) return [];
      const open = await openConflicts(transaction, group, plan, plan.absences, now);
      return open().notices;
    });
    notices.push(...opened);
  }
  return notices;
}
