import type { Severity } from '@/lib/cvss/core';
import { SEVERITY_SCALE, severityStyle } from './presentation';

/** The five ratings with their colour and range; the current one, if any, stands out. */
export function SeverityScale({
  label,
  current,
}: {
  label: string;
  current?: Severity | undefined;
}) {
  return (
    <ol aria-label={label} className="grid grid-cols-5 gap-1.5">
      {SEVERITY_SCALE.map((band) => {
        const isCurrent = band.severity === current;
        return (
          <li
            key={band.severity}
            aria-current={isCurrent ? 'true' : undefined}
            className="flex min-w-0 flex-col gap-1.5"
          >
            <span
              aria-hidden="true"
              className={`${severityStyle(band.severity).swatch} block h-2 rounded-full transition-[outline-color] motion-reduce:transition-none ${
                isCurrent ? 'outline-2 outline-offset-2 outline-ink-950' : 'outline-transparent'
              }`}
            />
            <span
              className={`truncate text-xs sm:text-sm ${
                isCurrent ? 'font-bold text-ink-950' : 'font-medium text-ink-700'
              }`}
            >
              {band.label}
            </span>
            <span className="text-[0.7rem] text-ink-600 tabular-nums sm:text-xs">{band.range}</span>
          </li>
        );
      })}
    </ol>
  );
}
