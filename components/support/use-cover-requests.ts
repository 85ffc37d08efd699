'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { MemberGroup } from '@/lib/members/client';
import type { CoverRequest, CoverRequestInput, Coverage } from '@/lib/schedule/client';
import { useLiveBoard } from './live-board';
import { call, errorDetail } from './members-api';

const base = (group: MemberGroup) => `/api/schedule/${group}/cover-requests`;
const one = (group: MemberGroup, id: string) => `${base(group)}/${encodeURIComponent(id)}`;

/** The browser's side of the cover requests' contract. */
export const coverRequestsApi = {
  open: (group: MemberGroup) => call<{ requests: CoverRequest[] }>(`${base(group)}?status=abierta`),
  ask: (group: MemberGroup, input: CoverRequestInput) =>
    call<{ request: CoverRequest }>(base(group), 'POST', input),
  accept: (group: MemberGroup, id: string) =>
    call<{ request: CoverRequest; coverage: Coverage }>(`${one(group, id)}/accept`, 'POST'),
  cancel: (group: MemberGroup, id: string) => call<void>(one(group, id), 'DELETE'),
};

/**
 * A group's open cover requests, soonest first: read once over HTTP, then live through the
 * board's Firestore listener (every change made anywhere); read again over HTTP after a change
 * of ours only while the listener is not up.
 */
export function useCoverRequests(group: MemberGroup) {
  const [requests, setRequests] = useState<CoverRequest[]>([]);
  const [error, setError] = useState<string | null>(null);
  const listening = useRef(false);
  const { live, report, fail } = useLiveBoard();

  const reload = useCallback(
    () =>
      coverRequestsApi.open(group).then(
        (answer) => {
          // The listener's data is newer than a read that started before it.
          if (!listening.current) setRequests(answer.requests);
          setError(null);
        },
        (problem: unknown) => setError(errorDetail(problem)),
      ),
    [group],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  useEffect(() => {
    if (!live) return;
    const stop = live.listenCoverRequests(group, {
      data: (latest) => {
        listening.current = true;
        setRequests(latest);
        setError(null);
      },
      state: report,
      failed: (listener) => {
        listening.current = false;
        fail(listener);
      },
    });
    return () => {
      stop();
      listening.current = false;
    };
  }, [live, group, report, fail]);

  const refresh = useCallback(() => (listening.current ? Promise.resolve() : reload()), [reload]);
  return { requests, error, refresh };
}
