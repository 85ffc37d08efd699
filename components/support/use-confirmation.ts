'use client';

import { useEffect, useState } from 'react';
import type { MemberGroup } from '@/lib/members/client';
import type { ShiftConfirmation } from '@/lib/schedule/client';
import { useLiveBoard } from './live-board';

/**
 * The group's latest handoff and its confirmation (`turnos-actual`), live: the server's read
 * first, then its listener, so a confirmation or a handoff made anywhere shows at once.
 */
export function useConfirmation(group: MemberGroup, initial: ShiftConfirmation | null) {
  const [state, setState] = useState(initial);
  const { live, report, fail } = useLiveBoard();
  useEffect(() => {
    if (!live) return;
    return live.confirmation(group, { data: setState, state: report, failed: fail });
  }, [live, group, report, fail]);
  return [state, setState] as const;
}
