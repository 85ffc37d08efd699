import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { env } from '@/lib/env';
import { runTransaction } from '@/lib/firebase';
import { membersById, type MemberGroup } from '@/lib/members';
import { recordScheduleNotice, scheduleNoticeDue } from '@/lib/notifications';
import { reminderHorizon, remindersDue } from './confirmation-timing';
import type { Coverage, Rotation, Shift } from '../model';
import { DAY_MS } from '@/lib/time';
import { openCoverages } from '../coverages/store';
import { getRotation } from '../rotations/store';
import { plannedPieces, toCoverageRule, type Plan } from '../plan/timeline';

/**
 * The plan's rotation and coverages alone: the starts of scheduled shifts need no names or
 * people (loadPlan reads every member it names), and the fallback only makes manual holdings,
 * which are never reminded.
 */
const scheduledPlan = (rotation: Rotation | null, coverages: Coverage[]): Plan => ({
  rotation,
  coverages: coverages.map((coverage) => toCoverageRule(coverage)),
  fallback: null,
  names: new Map(),
});

/** The longest a shift runs: a rotation's 28 weeks (a coverage lasts 31 days at most). */
const LONGEST_SHIFT_MS = 28 * 7 * DAY_MS;

/** The group's plan and its scheduled shifts whose reminder is due at `now` (two reads). */
async function dueShifts(
  group: MemberGroup,
  now: number,
  hours: number,
  transaction?: Transaction,
) {
  const [rotation, coverages] = await Promise.all([
    getRotation(group, transaction),
    openCoverages(group, new Date(now), transaction),
  ]);
  const plan = scheduledPlan(rotation, coverages);
  const due = remindersDue(plannedPieces(plan, now, reminderHorizon(now, hours)), now, hours);
  return { plan, due };
}

/** When a shift ends (the pieces above are cut at the window's end). */
const endOf = (plan: Plan, shift: Shift<number>) =>
  plannedPieces(plan, shift.start, shift.start + LONGEST_SHIFT_MS)[0]?.end ?? shift.end;

const reminderId = (group: MemberGroup, shift: Shift<number>) =>
  `shift.reminder-${group}-${shift.start}`;

/**
 * The minute job's reminders: each scheduled shift (the rotation's or a coverage's) gets one
 * `shift.reminder` as soon as its start is within SHIFT_REMINDER_HOURS. Two reads a group (the
 * rotation, the open coverages) and one per shift within that window (its notice); a reminder
 * still to record is recorded in a transaction that reads all of it again, under an id of the
 * group and the shift's start, so instances ticking together record it once. A member gone from
 * the group is not reminded. Answers the outbox messages to send.
 */
export async function sendShiftReminders(
  groups: readonly MemberGroup[],
  now = Date.now(),
): Promise<string[]> {
  if (env.SHIFT_WEBHOOK_URLS.length === 0) return [];
  const hours = env.SHIFT_REMINDER_HOURS;
  const messages: string[] = [];
  for (const group of groups) {
    if ((await dueShifts(group, now, hours)).due.length === 0) continue;
    const recorded = await runTransaction(async (transaction) => {
      const { plan, due } = await dueShifts(group, now, hours, transaction);
      const pending: Shift<number>[] = [];
      for (const shift of due) {
        if (await scheduleNoticeDue(transaction, reminderId(group, shift))) pending.push(shift);
      }
      if (pending.length === 0) return [];
      const people = await membersById(
        group,
        pending.map((shift) => shift.memberId),
        transaction,
      );
      return pending.flatMap((shift) => {
        const member = people.get(shift.memberId);
        if (!member) return [];
        const { id, nombre, email, telefono } = member;
        return recordScheduleNotice(transaction, reminderId(group, shift), {
          event: 'shift.reminder',
          group,
          at: new Date(now),
          member: { id, nombre, email, telefono },
          from: new Date(shift.start),
          to: new Date(endOf(plan, shift)),
        });
      });
    });
    messages.push(...recorded);
  }
  return messages;
}
