import { supportCopy, type GroupCopy } from '@/content/support';
import type { HistoryEntry } from '@/lib/schedule/client';
import { Panel } from './panel';

const dateTime = new Intl.DateTimeFormat('es-CL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Santiago',
});

/** The latest assignments of the group. */
export function ShiftHistory({ copy, entries }: { copy: GroupCopy; entries: HistoryEntry[] }) {
  return (
    <Panel id={`${copy.name}-history`} title={supportCopy.historyTitle}>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-ink-600">{supportCopy.historyEmpty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-ink-100">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5 text-sm"
            >
              <span className="font-medium text-ink-900">
                {entry.nombre || supportCopy.unnamed}
              </span>
              <span className="text-ink-500">
                <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time> ·{' '}
                {entry.assignedBy}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
