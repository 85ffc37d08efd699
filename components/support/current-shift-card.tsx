import { Icon } from '@/components/ui/icons';
import { supportCopy, type GroupCopy } from '@/content/support';
import { formatPhone } from '@/lib/format';
import type { ReactNode } from 'react';
import type { Member } from '@/lib/members/client';
import type { HistoryEntry } from '@/lib/schedule/client';
import { MemberAvatar } from './member-avatar';
import { Panel } from './panel';

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
  confirmation,
}: {
  copy: GroupCopy;
  holder: Member | null;
  latest: HistoryEntry | undefined;
  /** Beside the holder: whether they confirmed the handoff ('Sin confirmar', 'Confirmo turno'). */
  confirmation?: ReactNode;
}) {
  const assignment = holder && latest?.memberId === holder.id ? latest : undefined;
  return (
    <Panel id={`${copy.name}-current`} title={copy.currentTitle}>
      {holder ? (
        <div className="mt-5 flex flex-wrap items-start gap-4">
          <MemberAvatar name={holder.nombre} active />
          {/* 10rem to start with: where that and the pill do not fit (a phone), the pill wraps. */}
          <div className="min-w-0 grow basis-40">
            <div className="flex flex-wrap items-center gap-2">
              <p className="font-semibold text-ink-950">{holder.nombre || supportCopy.unnamed}</p>
              <span className="rounded-full bg-accent-300/25 px-2.5 py-0.5 text-xs font-semibold text-accent-700">
                {supportCopy.onDutyPill}
              </span>
              {confirmation}
            </div>
            <p className="text-sm text-ink-600">{holder.email}</p>
            {holder.telefono && (
              <p className="text-sm text-ink-600">{formatPhone(holder.telefono)}</p>
            )}
            {assignment && (
              <p className="mt-2 text-xs text-ink-500">
                {supportCopy.onDutySince(
                  dateTime.format(new Date(assignment.at)),
                  assignment.assignedBy,
                )}
              </p>
            )}
          </div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
            <span className="size-1.5 animate-pulse rounded-full bg-accent-300 motion-reduce:animate-none" />
            {supportCopy.attendingBadge}
          </span>
        </div>
      ) : (
        <div className="mt-5 flex items-start gap-3 rounded-xl border border-dashed border-ink-200 p-4">
          <Icon name="info" className="mt-0.5 size-5 shrink-0 text-ink-400" />
          <div>
            <p className="font-semibold text-ink-800">{supportCopy.noShift}</p>
            <p className="text-sm text-ink-600">{copy.noShiftHint}</p>
          </div>
        </div>
      )}
    </Panel>
  );
}
