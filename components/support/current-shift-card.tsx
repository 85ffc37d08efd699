import { Icon } from '@/components/ui/icons';
import { supportCopy, type GroupCopy } from '@/content/support';
import { formatPhone } from '@/lib/format/phone';
import type { Member, ShiftEntry } from '@/lib/members/model';
import { MemberAvatar } from './member-avatar';

const dateTime = new Intl.DateTimeFormat('es-CL', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Santiago',
});

/** Who holds the shift, since when and who handed it over (from the history). */
export function CurrentShiftCard({
  copy,
  holder,
  latest,
}: {
  copy: GroupCopy;
  holder: Member | null;
  latest: ShiftEntry | undefined;
}) {
  const assignment = holder && latest?.memberId === holder.id ? latest : undefined;
  return (
    <section
      aria-labelledby={`${copy.name}-current`}
      className="rounded-card border-ink-100 shadow-card border bg-white p-6"
    >
      <h3 id={`${copy.name}-current`} className="text-lg font-bold">
        {copy.currentTitle}
      </h3>
      {holder ? (
        <div className="mt-5 flex flex-wrap items-start gap-4">
          <MemberAvatar name={holder.nombre} active />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <p className="text-ink-950 font-semibold">{holder.nombre || supportCopy.unnamed}</p>
              <span className="bg-accent-300/25 text-accent-700 rounded-full px-2.5 py-0.5 text-xs font-semibold">
                {supportCopy.onDutyPill}
              </span>
            </div>
            <p className="text-ink-600 truncate text-sm">{holder.email}</p>
            {holder.telefono && (
              <p className="text-ink-600 text-sm">{formatPhone(holder.telefono)}</p>
            )}
            {assignment && (
              <p className="text-ink-500 mt-2 text-xs">
                En turno desde el {dateTime.format(new Date(assignment.at))} · asignado por{' '}
                {assignment.assignedBy}
              </p>
            )}
          </div>
          <span className="bg-brand-600 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold text-white">
            <span className="bg-accent-300 size-1.5 animate-pulse rounded-full motion-reduce:animate-none" />
            {supportCopy.attendingBadge}
          </span>
        </div>
      ) : (
        <div className="border-ink-200 mt-5 flex items-start gap-3 rounded-xl border border-dashed p-4">
          <Icon name="info" className="text-ink-400 mt-0.5 size-5 shrink-0" />
          <div>
            <p className="text-ink-800 font-semibold">{supportCopy.noShift}</p>
            <p className="text-ink-600 text-sm">{copy.noShiftHint}</p>
          </div>
        </div>
      )}
    </section>
  );
}
