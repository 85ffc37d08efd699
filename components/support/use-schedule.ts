'use client';

import { useCallback, useEffect, useState } from 'react';
import type { MemberGroup } from '@/lib/members/client';
import { errorDetail } from './members-api';
import { scheduleApi, type ScheduleView } from './schedule-api';

/** How often the view is read again while open (handoffs happen on the minute). */
const REFRESH_MS = 60_000;

/**
 * A group's schedule for the next 14 days, read again every minute and whenever `liveKey`
 * changes (the board's latest history entry: a handoff just happened).
 */
export function useSchedule(group: MemberGroup, liveKey: string) {
  const [view, setView] = useState<ScheduleView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      scheduleApi.view(group).then(
        (fresh) => {
          setView(fresh);
          setError(null);
        },
        (problem: unknown) => setError(errorDetail(problem)),
      ),
    [group],
  );

  useEffect(() => {
    void reload();
    const timer = setInterval(() => void reload(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, liveKey]);

  return { view, error, reload };
}
