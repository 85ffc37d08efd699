import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { runTransaction } from '@/lib/firebase';
import {
  writeHandoff,
  type HandoffInput,
  type HandoffWritten,
  type MemberGroup,
  type ShiftState,
} from '@/lib/members';
import { recordHandoff } from '@/lib/notifications';
import { DAY_MS } from './records';

/** How far ahead "who is next" looks (and a coverage's end, for 'Asignar Turno'). */
export const NEXT_HORIZON_MS = 92 * DAY_MS;

/** Assignments of one group retry on contention; beyond this the caller is told to retry. */
const MAX_TRANSACTION_ATTEMPTS = 25;

/**
 * Handoffs of one group queue up inside this server process: the transaction alone keeps them
 * correct across instances, the queue keeps a burst on one instance from piling up lock
 * contention (the emulator then times locks out instead of retrying).
 */
const handoffQueues = new Map<MemberGroup, Promise<unknown>>();

function queued<T>(group: MemberGroup, work: () => Promise<T>): Promise<T> {
  const previous = handoffQueues.get(group) ?? Promise.resolve();
  const next = previous.then(work, work);
  handoffQueues.set(
    group,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * One transaction that may hand the group's shift over (the tick's, staff's 'Asignar Turno'),
 * queued behind the group's others in this process. `work` may run more than once: what it
 * answers on its last run, the one committed, is the outcome (its outbox messages among it).
 */
export const inShiftTransaction = <T>(
  group: MemberGroup,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> =>
  queued(group, () => runTransaction(work, { maxAttempts: MAX_TRANSACTION_ATTEMPTS }));

/**
 * The handoff's writes (members') and its notice (notifications'), one outbox message per chat
 * hook, recorded in the same transaction: the notice exists if and only if the handoff does,
 * and is sent after the answer, so the assignment never waits for the chat hooks.
 */
export async function handOver(
  transaction: Transaction,
  group: MemberGroup,
  state: ShiftState,
  handoff: HandoffInput,
): Promise<HandoffWritten & { notifications: string[] }> {
  const written = await writeHandoff(transaction, group, state, handoff);
  const notifications = recordHandoff(transaction, written.entryId, {
    group,
    holder: written.holder,
    previous: written.previous,
    assignedBy: handoff.assignedBy,
    at: written.at,
  });
  return { ...written, notifications };
}
