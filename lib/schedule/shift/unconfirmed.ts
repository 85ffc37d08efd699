import 'server-only';
import { env } from '@/lib/env';
import { runTransaction } from '@/lib/firebase';
import { membersById, type Member, type MemberGroup } from '@/lib/members';
import { recordScheduleNotice, scheduleNoticeDue, type ScheduleNotice } from '@/lib/notifications';
import { getRotation } from '../rotations/store';
import { shiftConfirmation } from './confirmation';
import { escalationDue, escalationDueAt } from './confirmation-timing';
import { entryAt } from './history';

const personOf = ({ id, nombre, email, telefono }: Member) => ({ id, nombre, email, telefono });

/**
 * The minute job's escalation: a group whose holder has not confirmed SHIFT_CONFIRM_MINUTES after
 * the handoff gets one `handoff.unconfirmed`, naming the holder, the previous holder and the
 * rotation's fallback member. One read a group when nothing is due (`turnos-actual`); when due, a
 * transaction reads it again (confirmed or handed over meanwhile: nothing) and records the
 * notice under an id of the group and the handoff's instant, so instances ticking together, and
 * the minutes after, record it once. Answers the outbox messages to send.
 */
export async function escalateUnconfirmedHandoffs(
  groups: readonly MemberGroup[],
  now = Date.now(),
): Promise<string[]> {
  if (env.SHIFT_WEBHOOK_URLS.length === 0) return [];
  const minutes = env.SHIFT_CONFIRM_MINUTES;
  const messages: string[] = [];
  for (const group of groups) {
    if (!escalationDue(await shiftConfirmation(group), now, minutes)) continue;
    const recorded = await runTransaction(async (transaction) => {
      const state = await shiftConfirmation(group, transaction);
      if (!state || !escalationDue(state, now, minutes)) return [];
      const since = Date.parse(state.at);
      const noticeId = `handoff.unconfirmed-${group}-${since}`;
      if (!(await scheduleNoticeDue(transaction, noticeId))) return [];
      // The history is append-only: the entry before the handoff needs no transaction.
      const [rotation, previous] = await Promise.all([
        getRotation(group, transaction),
        entryAt(group, new Date(since - 1)),
      ]);
      const fallbackId = rotation?.fallbackMemberId;
      const people = await membersById(
        group,
        [state.memberId, previous?.memberId ?? '', fallbackId ?? ''],
        transaction,
      );
      const holder = people.get(state.memberId);
      const before = previous && people.get(previous.memberId);
      const fallback = fallbackId && people.get(fallbackId);
      const notice: ScheduleNotice = {
        event: 'handoff.unconfirmed',
        group,
        at: new Date(escalationDueAt(since, minutes)),
        holder: holder
          ? personOf(holder)
          : { id: state.memberId, nombre: '', email: '', telefono: '' },
        previous: before ? personOf(before) : null,
        fallback: fallback ? personOf(fallback) : null,
        since: new Date(since),
      };
      return recordScheduleNotice(transaction, noticeId, notice);
    });
    messages.push(...recorded);
  }
  return messages;
}
