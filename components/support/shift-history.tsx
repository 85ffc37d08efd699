import { supportCopy, type GroupCopy } from '@/content/support';
import type { ShiftEntry } from '@/lib/members/model';

const dateTime = new Intl.DateTimeFormat('es-CL', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Santiago',
});

/** The latest assignments of the group. */
export function ShiftHistory({ copy, entries }: { copy: GroupCopy; entries: ShiftEntry[] }) {
  return (
    <section
      aria-labelledby={`${copy.name}-history`}
      className="rounded-card border-ink-100 shadow-card border bg-white p-6"
    >
      <h3 id={`${copy.name}-history`} className="text-lg font-bold">
        {supportCopy.historyTitle}
      </h3>
      {entries.length === 0 ? (
        <p className="text-ink-600 mt-3 text-sm">{supportCopy.historyEmpty}</p>
      ) : (
        <ol className="divide-ink-100 mt-3 divide-y">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-baseline justify-between gap-x-4 py-2.5 text-sm"
            >
              <span className="text-ink-900 font-medium">
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
    </section>
  );
}
