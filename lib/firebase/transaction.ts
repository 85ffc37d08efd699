import 'server-only';
import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';
import { adminDb } from './admin';
import { isClosedTransaction } from './closed-transaction';

/**
 * How many times a transaction closed under it is run again. firebase-admin retries contention
 * (ABORTED) itself, and production's "transaction has expired"; Google's emulator reports a
 * transaction it aborted for contention as INVALID_ARGUMENT "Transaction is invalid or closed",
 * which the SDK does not retry, so a burst of assignments could answer 503 for what is only
 * contention. Nothing of a closed transaction was committed, so running it again is safe.
 */
const CLOSED_TRANSACTION_RUNS = 5;

/** `adminDb().runTransaction`, run again (a few times) when the transaction was closed under it. */
export async function runTransaction<T>(
  update: (transaction: Transaction) => Promise<T>,
  options?: { maxAttempts?: number },
): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await adminDb().runTransaction(update, options);
    } catch (error) {
      if (run >= CLOSED_TRANSACTION_RUNS || !isClosedTransaction(error)) throw error;
      // A short random pause, so the contenders that closed it do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * run));
    }
  }
}

/** Reads documents inside a transaction, skipping those deleted since they were found. */
export async function readExisting(
  transaction: Transaction,
  refs: DocumentReference[],
): Promise<DocumentSnapshot[]> {
  if (refs.length === 0) return [];
  const snapshots = await transaction.getAll(...refs);
  return snapshots.filter((snapshot) => snapshot.exists);
}

/** Reads a document or a query alone, or inside `transaction` when there is one. */
export const reader = (transaction?: Transaction) => ({
  doc: (ref: DocumentReference): Promise<DocumentSnapshot> =>
    transaction ? transaction.get(ref) : ref.get(),
  query: (query: Query): Promise<QuerySnapshot> =>
    transaction ? transaction.get(query) : query.get(),
});
