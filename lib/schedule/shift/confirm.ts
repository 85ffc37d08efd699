import 'server-only';
import { runTransaction } from '@/lib/firebase';
import { memberByEmail, type MemberGroup } from '@/lib/members';
import { ScheduleError, scheduleMessages as m } from '../messages';
import { recordConfirmation, shiftConfirmation } from './confirmation';

/**
 * POST /api/schedule/{group}/confirm, or 'Confirmo turno' in Slack: the member whose address is
 * `email` (the staff user's, the Slack user's) confirms the group's latest handoff, recorded as
 * `by` (the staff email, or `slack:<user id> <email>`). One transaction reads the member and
 * `turnos-actual`, so a confirmation racing a handoff never confirms the new holder: it runs
 * again on what the handoff wrote and is refused (409). A second confirmation answers the first
 * one's instant.
 */
export async function confirmHandoff(
  group: MemberGroup,
  { email, by }: { email: string; by: string },
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
    recordConfirmation(transaction, group, now, by);
    return { confirmedAt: now.toISOString() };
  });
}
