import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { adminDb, reader, runTransaction } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { scheduleCollections } from '../collections';
import { payMonthId, sameRates, toPayRates, type PayRates, type PayRatesInput } from './model';

/** `tarifas-turno`: each group's pay rates, one document per month they take effect. */
const payRateDocs = () => adminDb().collection(scheduleCollections.payRates);

/**
 * PUT /api/schedule/{group}/pay-rates: saves the group's rates from `effectiveFrom` on, in a
 * transaction that reads the month's document: a new version is appended to `changes` with who
 * saved it and when (the same rates again change nothing). Answers the stored rates.
 */
export async function savePayRates(
  group: MemberGroup,
  input: PayRatesInput,
  by: string,
  now = new Date(),
): Promise<PayRates> {
  const ref = payRateDocs().doc(payMonthId(group, input.effectiveFrom));
  return runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const stored = snapshot.exists ? snapshot.data()! : undefined;
    if (stored && sameRates(toPayRates(stored).clpPerHour, input.clpPerHour)) {
      return toPayRates(stored);
    }
    const change = { clpPerHour: input.clpPerHour, by, at: now };
    const record = {
      group,
      effectiveFrom: input.effectiveFrom,
      clpPerHour: input.clpPerHour,
      updatedBy: by,
      updatedAt: now,
      changes: [...((stored?.changes as unknown[] | undefined) ?? []), change],
    };
    transaction.set(ref, record);
    return toPayRates(record);
  });
}

/**
 * The rates in effect in `month`: those of the latest `effectiveFrom` at or before it (one
 * read), alone or in the caller's transaction; null when none applies.
 */
export async function ratesInEffect(
  group: MemberGroup,
  month: string,
  transaction?: Transaction,
): Promise<PayRates | null> {
  const snapshot = await reader(transaction).query(
    payRateDocs()
      .where('group', '==', group)
      .where('effectiveFrom', '<=', month)
      .orderBy('effectiveFrom', 'desc')
      .limit(1),
  );
  const found = snapshot.docs[0];
  return found ? toPayRates(found.data()) : null;
}
