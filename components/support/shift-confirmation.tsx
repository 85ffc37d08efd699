'use client';

import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { supportCopy } from '@/content/support';
import { type Member, type MemberGroup } from '@/lib/members/client';
import { awaitsConfirmation, type ShiftConfirmation } from '@/lib/schedule/client';
import { useLiveBoard } from './live-board';
import { call, errorDetail, isSessionLost } from './members-api';
import { useConfirmation } from './use-confirmation';

/**
 * Beside the holder, until they confirm the handoff: 'Sin confirmar', and for the holder
 * themself (the member with the signed-in user's email) 'Confirmo turno'.
 */
export function ShiftConfirmationStatus({
  group,
  holder,
  initial,
  userEmail,
}: {
  group: MemberGroup;
  holder: Member;
  initial: ShiftConfirmation | null;
  userEmail: string;
}) {
  const toast = useToast();
  const { sessionLost } = useLiveBoard();
  const [state, setState] = useConfirmation(group, initial);
  const [busy, setBusy] = useState(false);
  if (!awaitsConfirmation(state, holder.id)) return null;
  const mine = Boolean(holder.email) && holder.email.toLowerCase() === userEmail.toLowerCase();

  async function confirm() {
    setBusy(true);
    try {
      const { confirmedAt } = await call<{ confirmedAt: string }>(
        `/api/schedule/${group}/confirm`,
        'POST',
      );
      // The listener brings it too; this also serves a board whose connection is down.
      setState((current) => current && { ...current, confirmedAt });
      toast('success', supportCopy.confirmed);
    } catch (error) {
      if (isSessionLost(error)) return sessionLost();
      toast('error', supportCopy.confirmError(errorDetail(error)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
        {supportCopy.unconfirmedPill}
      </span>
      {mine && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void confirm()}
          className="rounded-lg bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white transition hover:bg-brand-700 disabled:opacity-60"
        >
          {supportCopy.confirmShift}
        </button>
      )}
    </>
  );
}
