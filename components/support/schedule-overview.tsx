import { absenceCopy } from '@/content/absences';
import { scheduleCopy as copy } from '@/content/schedule';
import { formatLocalDate, formatShiftTime, type Absence, type Shift } from '@/lib/schedule/client';
import type { Holiday } from './schedule-api';

/** Whether the shift's member is away over part of it. */
const away = (shift: Shift, absences: readonly Absence[]) =>
  absences.some(
    (absence) =>
      absence.memberId === shift.memberId &&
      Date.parse(absence.from) < Date.parse(shift.end) &&
      Date.parse(shift.start) < Date.parse(absence.to),
  );

/**
 * Who is next and from when, then the next 14 days, one line per shift ('Ausente' on a shift of
 * someone away over part of it), then Chile's holidays of those days.
 */
export function ScheduleOverview({
  shifts,
  absences,
  holidays,
  holderId,
}: {
  shifts: Shift[];
  absences: Absence[];
  holidays: Holiday[];
  holderId?: string;
}) {
  const next = shifts.find((shift) => shift.memberId !== holderId);
  return (
    <div className="mt-4 grid gap-4">
      <p className="text-sm" data-testid="schedule-next">
        {next ? (
          <>
            <span className="font-semibold">{copy.nextLabel}: </span>
            {next.nombre} {copy.nextFrom(formatShiftTime(next.start))}
          </>
        ) : (
          copy.noNext
        )}
      </p>
      <div>
        <h4 className="text-sm font-semibold text-ink-700">{copy.upcomingTitle}</h4>
        {shifts.length === 0 ? (
          <p className="mt-2 text-sm text-ink-600">{copy.noShifts}</p>
        ) : (
          <ol className="mt-2 grid gap-1.5" aria-label={copy.upcomingTitle}>
            {shifts.map((shift) => (
              <li
                key={`${shift.start}-${shift.memberId}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-lg bg-ink-50 px-3 py-2 text-sm"
              >
                <span className="font-medium">
                  {shift.nombre}
                  {away(shift, absences) && (
                    <span className="ml-2 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                      {absenceCopy.awayTag}
                    </span>
                  )}
                </span>
                <span className="text-ink-700">
                  {copy.shiftRange(formatShiftTime(shift.start), formatShiftTime(shift.end))}
                  <span className="ml-2 text-xs text-ink-600">({copy.sources[shift.source]})</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold text-ink-700">{absenceCopy.holidaysTitle}</h4>
        {holidays.length === 0 ? (
          <p className="mt-2 text-sm text-ink-600">{absenceCopy.noHolidays}</p>
        ) : (
          <ul className="mt-2 grid gap-1.5" aria-label={absenceCopy.holidaysTitle}>
            {holidays.map((holiday) => (
              <li
                key={holiday.date}
                className="flex flex-wrap items-baseline gap-x-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
              >
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  {absenceCopy.holidayBadge}
                </span>
                <span className="font-medium">{formatLocalDate(holiday.date)}</span>
                <span>{holiday.name}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
