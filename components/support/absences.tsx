'use client';

import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { absenceCopy as copy } from '@/content/absences';
import { scheduleCopy } from '@/content/schedule';
import type { Member, MemberGroup } from '@/lib/members/client';
import { formatShiftTime, type Absence, type AbsenceInput } from '@/lib/schedule/client';
import type { AbsenceRefusal } from './absence-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { useLiveBoard } from './live-board';
import { errorDetail, fieldErrors, isSessionLost } from './members-api';
import { scheduleApi } from './schedule-api';
import { scheduleButtonClass } from './schedule-fields';

// Loaded when first opened, like 'Pedir cobertura'.
const AbsenceDialog = lazy(() =>
  import('./absence-dialog').then((module) => ({ default: module.AbsenceDialog })),
);

const rangeOf = (absence: Absence) =>
  scheduleCopy.shiftRange(formatShiftTime(absence.from), formatShiftTime(absence.to));

/**
 * The group's absences of the schedule's view, with 'Registrar ausencia' for the signed-in
 * user's member (`me`), and 'Quitar ausencia' on the absences that are theirs or that they
 * registered (after a confirmation). Registering opens cover requests for their shifts inside the
 * absence: the board's listener shows them.
 */
export function Absences({
  group,
  absences,
  me,
  userEmail,
  onChanged,
}: {
  group: MemberGroup;
  absences: Absence[];
  /** The signed-in user's member in the group, if they have one. */
  me: Member | undefined;
  userEmail: string;
  /** An absence was registered or removed: read the schedule again. */
  onChanged: () => Promise<void>;
}) {
  const toast = useToast();
  const { sessionLost } = useLiveBoard();
  const [registering, setRegistering] = useState(false);
  const [removing, setRemoving] = useState<Absence | null>(null);
  const email = userEmail.trim().toLowerCase();
  const removable = (absence: Absence) =>
    (me !== undefined && absence.memberId === me.id) || absence.createdBy.toLowerCase() === email;

  async function register(input: AbsenceInput): Promise<AbsenceRefusal | null> {
    try {
      const { coverRequests } = await scheduleApi.addAbsence(group, input);
      toast('success', copy.registered(coverRequests.length));
      await onChanged();
      return null;
    } catch (problem) {
      if (isSessionLost(problem)) sessionLost();
      return { message: errorDetail(problem), fields: fieldErrors(problem) };
    }
  }

  async function remove(absence: Absence) {
    try {
      await scheduleApi.removeAbsence(group, absence.id);
      toast('success', copy.removed);
      await onChanged();
    } catch (problem) {
      if (isSessionLost(problem)) sessionLost();
      toast('error', errorDetail(problem));
    }
  }

  return (
    <div className="mt-6 border-t border-ink-100 pt-4" data-testid={`${group}-absences`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-ink-700">{copy.title}</h4>
        {me && (
          <button
            type="button"
            className={`${scheduleButtonClass} px-3 py-1.5 text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50`}
            onClick={() => setRegistering(true)}
          >
            {copy.register}
          </button>
        )}
      </div>
      {absences.length === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{copy.none}</p>
      ) : (
        <ul className="mt-2 grid gap-1.5" aria-label={copy.title}>
          {absences.map((absence) => {
            const range = rangeOf(absence);
            return (
              <li
                key={absence.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950"
              >
                <span className="grid min-w-0 gap-0.5">
                  <span>
                    <span className="mr-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                      {copy.badge}
                    </span>
                    <span className="font-medium">
                      {copy.line(absence.nombre, copy.kinds[absence.kind] ?? absence.kind)}
                    </span>
                  </span>
                  <span>{range}</span>
                  {absence.note && <span className="break-words text-ink-700">{absence.note}</span>}
                </span>
                {removable(absence) && (
                  <button
                    type="button"
                    aria-label={copy.removeLabel(absence.nombre, range)}
                    className={`${scheduleButtonClass} bg-white px-3 py-1.5 text-red-700 ring-1 ring-ink-200 hover:bg-red-50`}
                    onClick={() => setRemoving(absence)}
                  >
                    {copy.remove}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {registering && (
        <Suspense>
          <AbsenceDialog onClose={() => setRegistering(false)} onRegister={register} />
        </Suspense>
      )}
      <ConfirmDialog
        open={removing !== null}
        {...copy.confirmRemove(removing?.nombre ?? '', removing ? rangeOf(removing) : '')}
        confirmLabel={copy.remove}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
