'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { coverRequestCopy as copy } from '@/content/cover-requests';
import { scheduleCopy } from '@/content/schedule';
import type { Member, MemberGroup } from '@/lib/members/client';
import {
  formatShiftTime,
  type Absence,
  type CoverRequestInput,
  type Shift,
} from '@/lib/schedule/client';
import { CancelCoverRequest } from './cancel-cover-request';
import { CoverSuggestion } from './cover-suggestion';
import { coverCandidates } from './fairness';
import { useLiveBoard } from './live-board';
import { errorDetail, isSessionLost } from './members-api';
import { scheduleButtonClass } from './schedule-fields';
import { signedInMember } from './signed-in-member';
import { coverRequestsApi, useCoverRequests } from './use-cover-requests';
import { useFairness } from './use-fairness';
import { HOUR_MS } from '@/lib/time';

// Loaded when first opened (React's own lazy: no loader code in the board's first load).
const CoverRequestDialog = lazy(() =>
  import('./cover-request-dialog').then((module) => ({ default: module.CoverRequestDialog })),
);

const rangeOf = (from: string, to: string) =>
  scheduleCopy.shiftRange(formatShiftTime(from), formatShiftTime(to));
const line =
  'flex flex-wrap items-center justify-between gap-2 rounded-lg bg-ink-50 px-3 py-2 text-sm';
const action = `${scheduleButtonClass} px-3 py-1.5`;

/**
 * Where a request for a shift starts by default: its start, or for the shift running now the
 * next full hour (a request still open at its start expires, so "now" would expire at once).
 */
const askFrom = (shift: Shift, now: number) => {
  const start = Date.parse(shift.start);
  return start > now ? start : Math.min(Math.ceil(now / HOUR_MS) * HOUR_MS, Date.parse(shift.end));
};

/**
 * A group's open cover requests, live, with 'Cubrir' for the other members and 'Cancelar' for the
 * requester or whoever created the request, and 'Pedir cobertura' on the signed-in member's own
 * upcoming shifts. The signed-in member is the group's member with the user's email; without
 * one, the board offers neither 'Cubrir' nor 'Pedir cobertura' (staff may still act on someone's
 * behalf through the API), only 'Cancelar' on the requests they created. Under each request, who
 * could cover it, the fairest first ('Sugerido'), once the group's fairness could be read.
 */
export function CoverRequests({
  group,
  members,
  userEmail,
  shifts,
  absences,
  onChanged,
}: {
  group: MemberGroup;
  members: Member[];
  userEmail: string;
  shifts: Shift[];
  /** The absences of the schedule's view: nobody away is suggested. */
  absences: Absence[];
  /** The open requests changed: the schedule may have a new coverage. */
  onChanged: () => void;
}) {
  const toast = useToast();
  const { sessionLost } = useLiveBoard();
  const { requests, error, refresh } = useCoverRequests(group);
  const [asking, setAsking] = useState<{ from: number; to: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const email = userEmail.trim().toLowerCase();
  const me = signedInMember(members, email);
  const fairness = useFairness(group, requests.length > 0);

  // When the set of open requests changes (one asked, accepted, cancelled or expired anywhere),
  // the schedule is read again: an acceptance added a coverage.
  const openIds = requests.map((request) => request.id).join();
  const seen = useRef<string | null>(null);
  const changed = useRef(onChanged);
  useEffect(() => {
    changed.current = onChanged;
  }, [onChanged]);
  useEffect(() => {
    if (seen.current !== null && seen.current !== openIds) changed.current();
    seen.current = openIds;
  }, [openIds]);

  const run = async (work: () => Promise<unknown>, done: string): Promise<string | null> => {
    setBusy(true);
    try {
      await work();
      toast('success', done);
      await refresh();
      onChanged();
      return null;
    } catch (problem) {
      if (isSessionLost(problem)) sessionLost();
      return errorDetail(problem);
    } finally {
      setBusy(false);
    }
  };
  const report = async (failure: Promise<string | null>) => {
    const message = await failure;
    if (message) toast('error', message);
  };

  // The schedule's view starts now (read again every minute): its shifts are upcoming.
  const mine = me ? shifts.filter((shift) => shift.memberId === me.id) : [];

  return (
    <div className="mt-6 border-t border-ink-100 pt-4" data-testid={`${group}-cover-requests`}>
      <h4 className="text-sm font-semibold text-ink-700">{copy.title}</h4>
      <p className="sr-only" aria-live="polite">
        {copy.openCount(requests.length)}
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {copy.loadError(error)}
        </p>
      ) : requests.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{copy.none}</p>
      ) : (
        <ul className="mt-2 grid gap-1.5" aria-label={copy.title}>
          {requests.map((request) => {
            const range = rangeOf(request.from, request.to);
            return (
              <li key={request.id} className={line}>
                <span>
                  {copy.line(request.nombre, range)}
                  {request.reason && <span className="text-ink-600"> · {request.reason}</span>}
                </span>
                <span className="flex flex-wrap gap-2">
                  {me && me.id !== request.memberId && (
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={copy.coverLabel(request.nombre, range)}
                      className={`${action} bg-brand-600 text-white hover:bg-brand-700`}
                      onClick={() =>
                        void report(
                          run(
                            () => coverRequestsApi.accept(group, request.id),
                            copy.covered(request.nombre),
                          ),
                        )
                      }
                    >
                      {copy.cover}
                    </button>
                  )}
                  <CancelCoverRequest
                    request={request}
                    range={range}
                    memberId={me?.id}
                    email={email}
                    disabled={busy}
                    onCancel={() =>
                      void report(
                        run(() => coverRequestsApi.cancel(group, request.id), copy.cancelled),
                      )
                    }
                  />
                </span>
                {fairness && (
                  <CoverSuggestion
                    requester={request.nombre}
                    candidates={coverCandidates(fairness, request, absences)}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {mine.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-ink-700">{copy.ownTitle}</h4>
          <ul className="mt-2 grid gap-1.5" aria-label={copy.ownTitle}>
            {mine.map((shift) => {
              const range = rangeOf(shift.start, shift.end);
              return (
                <li key={shift.start} className={line}>
                  <span>{range}</span>
                  <button
                    type="button"
                    aria-label={copy.askLabel(range)}
                    className={`${action} text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50`}
                    onClick={() =>
                      setAsking({ from: askFrom(shift, Date.now()), to: Date.parse(shift.end) })
                    }
                  >
                    {copy.ask}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {asking && (
        <Suspense>
          <CoverRequestDialog
            {...asking}
            onClose={() => setAsking(null)}
            onAsk={(input: CoverRequestInput) =>
              run(() => coverRequestsApi.ask(group, input), copy.asked)
            }
          />
        </Suspense>
      )}
    </div>
  );
}
