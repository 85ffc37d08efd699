import 'server-only';
import type { Transaction } from 'firebase-admin/firestore';
import { reader } from '@/lib/firebase';
import type { MemberGroup } from '@/lib/members';
import { toShiftConfirmation, type ShiftConfirmation } from './confirmation-state';
import { stateRef } from './history';

/** The group's latest handoff and its confirmation (`turnos-actual/{group}`): one read. */
export async function shiftConfirmation(
  group: MemberGroup,
  transaction?: Transaction,
): Promise<ShiftConfirmation | null> {
  const data = (await reader(transaction).doc(stateRef(group))).data();
  return data ? toShiftConfirmation(data) : null;
}

/**
 * Records that the holder confirmed the latest handoff, and who said so (`by`), in the caller's
 * transaction (which read `turnos-actual` first: a handoff committed meanwhile makes it run
 * again on the new holder).
 */
export function recordConfirmation(
  transaction: Transaction,
  group: MemberGroup,
  at: Date,
  by: string,
): void {
  transaction.update(stateRef(group), { confirmedAt: at, confirmedBy: by });
}
