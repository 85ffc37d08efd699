import 'server-only';
import { runTransaction } from '@/lib/firebase';
import { memberByEmail, type MemberGroup } from '@/lib/members';
import { ScheduleError, scheduleMessages as m } from '../messages';
import { recordConfirmation, shiftConfirmation } from './confirmation';

/**
 * POST /api/schedule/{group}/confirm: the signed-in staff user's member says 'Confirmo turno'
 * for the group's latest handoff. One transaction reads the member and `turnos-actual`, so a
 * confirmation racing a handoff never confirms the new holder: it runs again on what the handoff
 * wrote and is refused (409). A second confirmation answers the first one's instant.
 */
export async function confirmHandoff(
  group: MemberGroup,
  email: string,
  now = new Date(),
): Promise<{ confirmedAt: string }> {
  return runTransaction(async (transaction) => {
    const [member, state] = await Promise.all([
      memberByEmail(group, email, transaction),
      shiftConfirmation(group, transaction),
    ]);
    if (!member || member.flagActivo !== 1 || state?.memberId !== member.id) {
      throw new ScheduleError(409, m.notHolder);
    }
    if (state.confirmedAt) return { confirmedAt: state.confirmedAt };
    recordConfirmation(transaction, group, now);
    return { confirmedAt: now.toISOString() };
  });
}
