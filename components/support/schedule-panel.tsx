'use client';

import { useToast } from '@/components/ui/toast';
import { scheduleCopy as copy } from '@/content/schedule';
import type { Member, MemberGroup } from '@/lib/members/client';
import type { Coverage, CoverageInput, RotationInput } from '@/lib/schedule/client';
import { Absences } from './absences';
import { CalendarLink } from './calendar-link';
import { CoverRequests } from './cover-requests';
import { CoverageForm } from './coverage-form';
import { HoursReport } from './hours-report';
import { errorDetail } from './members-api';
import { Panel } from './panel';
import { RotationForm } from './rotation-form';
import { scheduleApi } from './schedule-api';
import { ScheduleOverview } from './schedule-overview';
import { signedInMember } from './signed-in-member';
import { useSchedule } from './use-schedule';

const section = 'mt-6 border-t border-ink-100 pt-4';
const summary = 'cursor-pointer text-base font-bold';

/**
 * A group's on-call schedule on /soporte: who is next and the next 14 days (read again on every
 * handoff the live board sees, and every minute), Chile's holidays and the absences of those
 * days, the cover requests, the rotation, coverages, the calendar link and the hours of a month.
 */
export function SchedulePanel({
  group,
  groupName,
  members,
  holderId,
  liveKey,
  userEmail,
}: {
  group: MemberGroup;
  groupName: string;
  members: Member[];
  holderId?: string;
  liveKey: string;
  /** The signed-in user's email: their member in the group asks and covers. */
  userEmail: string;
}) {
  const toast = useToast();
  const { view, error, reload } = useSchedule(group, liveKey);

  const attempt = async (work: () => Promise<unknown>, done: string): Promise<string | null> => {
    try {
      await work();
      toast('success', done);
      await reload();
      return null;
    } catch (problem) {
      return errorDetail(problem);
    }
  };
  const report = async (failure: Promise<string | null>) => {
    const message = await failure;
    if (message) toast('error', message);
  };

  const rotation = view?.rotation ?? null;
  return (
    <Panel
      id={`${group}-schedule`}
      title={copy.title(groupName)}
      subtitle={
        rotation
          ? copy.rotationSummary(
              rotation.length.count,
              copy.units[rotation.length.unit],
              rotation.handoffTime,
            )
          : copy.rotationNone
      }
    >
      {error ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {copy.loadError(error)}
        </p>
      ) : !view ? (
        <p className="mt-4 text-sm text-ink-600">{copy.loading}</p>
      ) : (
        <>
          <ScheduleOverview
            shifts={view.shifts}
            absences={view.absences}
            holidays={view.holidays}
            holderId={holderId}
          />
          <Absences
            group={group}
            absences={view.absences}
            me={signedInMember(members, userEmail)}
            userEmail={userEmail}
            onChanged={reload}
          />
        </>
      )}

      <CoverRequests
        group={group}
        members={members}
        userEmail={userEmail}
        shifts={view?.shifts ?? []}
        absences={view?.absences ?? []}
        onChanged={() => void reload()}
      />

      <details className={section}>
        <summary className={summary}>{copy.rotationEdit}</summary>
        {view && (
          <RotationForm
            // A rotation saved elsewhere starts the form afresh.
            key={rotation?.updatedAt ?? 'none'}
            rotation={rotation}
            members={members}
            onSave={(input: RotationInput) =>
              attempt(() => scheduleApi.saveRotation(group, input), copy.rotationSaved)
            }
            onDelete={() =>
              report(attempt(() => scheduleApi.deleteRotation(group), copy.rotationDeleted))
            }
          />
        )}
      </details>

      <details className={section}>
        <summary className={summary}>{copy.coveragesTitle}</summary>
        <CoverageForm
          coverages={view?.coverages ?? []}
          members={members}
          onAdd={(input: CoverageInput) =>
            attempt(() => scheduleApi.addCoverage(group, input), copy.coverageAdded)
          }
          onRemove={(coverage: Coverage) =>
            report(
              attempt(() => scheduleApi.removeCoverage(group, coverage.id), copy.coverageRemoved),
            )
          }
        />
      </details>

      <details className={section}>
        <summary className={summary}>{copy.calendarTitle}</summary>
        <CalendarLink group={group} />
      </details>

      <details className={section}>
        <summary className={summary}>{copy.hoursTitle}</summary>
        <HoursReport group={group} />
      </details>
    </Panel>
  );
}
