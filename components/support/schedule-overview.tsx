import { scheduleCopy as copy } from '@/content/schedule';
import { formatShiftTime, type Shift } from '@/lib/schedule/client';

/** Who is next and from when, then the next 14 days, one line per shift. */
export function ScheduleOverview({ shifts, holderId }: { shifts: Shift[]; holderId?: string }) {
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
                <span className="font-medium">{shift.nombre}</span>
                <span className="text-ink-700">
                  {copy.shiftRange(formatShiftTime(shift.start), formatShiftTime(shift.end))}
                  <span className="ml-2 text-xs text-ink-600">({copy.sources[shift.source]})</span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
