import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { putOnDuty, type Member, type MemberGroup } from '@/lib/members';
import { handoffNotices, type HandoffPerson } from '@/lib/notifications';
import { SHIFT_SOURCE, type ShiftEntry, type ShiftSource } from '../model';
import { newEntryRef, stateRef } from './history';

export interface HandoffInput {
  id: string;
  /** The staff user's email, or the schedule's source when the tick hands over. */
  assignedBy: string;
  /** What made it: staff ('manual', the default) or the schedule ('rotación', 'cobertura'). */
  source?: ShiftSource;
  /**
   * When the holding began, if before now: a late tick dates a handoff when it was due (so the
   * history and the plan agree); never before the previous entry.
   */
  since?: Date;
}

export interface Handoff {
  /** The new holder, on duty. */
  member: Member;
  /** The entry's `nombre`: the holder's stored name. */
  nombre: string;
  at: Date;
  /** The outbox messages of its notice, to send once the answer is out. */
  notifications: string[];
}

const personOf = ({ id, nombre, email, telefono }: Member): HandoffPerson => ({
  id,
  nombre,
  email,
  telefono,
});

/**
 * Hands the group's shift to a member in the caller's transaction, after it read the group's
 * `latest` handoff (`latestEntry`, whose holder it replaces) and its other reads: the member goes on duty and the previous holder off (members'
 * flags), a history entry is appended and becomes the current one, which asks the new holder to
 * confirm; the notices are recorded beside them (one outbox message per chat hook and for the
 * Slack app's channel, and the group's Slack user group set to the new holder), so they exist if
 * and only if the handoff does and are sent after the answer.
 */
export async function handOver(
  transaction: Transaction,
  group: MemberGroup,
  latest: ShiftEntry | null,
  { id, assignedBy, source = SHIFT_SOURCE.manual, since }: HandoffInput,
): Promise<Handoff> {
  const now = new Date();
  const recordNotices = await handoffNotices(transaction, group);
  const { member, holder, previous } = await putOnDuty(transaction, group, id, now);
  const at = new Date(
    Math.min(
      now.getTime(),
      Math.max(
        since?.getTime() ?? now.getTime(),
        latest && !Number.isNaN(latest.at) ? latest.at : 0,
      ),
    ),
  );
  const nombre = holder.nombre;
  const entry = { group, memberId: id, nombre, assignedBy, source, at };
  const entryRef = newEntryRef();
  transaction.create(entryRef, entry);
  // Every handoff, whatever made it, asks the new holder to confirm ('Confirmo turno').
  transaction.set(stateRef(group), { ...entry, confirmedAt: null });
  const notifications = recordNotices(entryRef.id, {
    group,
    holder: personOf(holder),
    previous: previous ? personOf(previous) : null,
    assignedBy,
    at,
  });
  return { member, nombre, at, notifications };
}
