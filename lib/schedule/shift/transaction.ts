import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { runTransaction } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';

/** Handoffs of one group retry on contention; beyond this the caller is told to retry. */
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
