import { SEVERITY_LABELS, type Severity } from '@/lib/cvss/core';
import { cvssContent } from '@/content/cvss';
import { severityStyle } from './presentation';

/**
 * Below the large breakpoint the result sits above the metrics: this chip floats under the
 * header while the visitor goes through them. It repeats the result panel, which is what
 * assistive technology reads (and announces), so it is hidden from it.
 */
export function ScoreChip({
  score,
  chosen,
  total,
}: {
  /** The formatted score and its rating, or null before all base metrics are chosen. */
  score: { text: string; severity: Severity } | null;
  chosen: number;
  total: number;
}) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none sticky top-[calc(var(--header-height)+0.75rem)] z-20 h-0 lg:hidden"
    >
      <div className="flex justify-end pt-3 pr-3">
        {score ? (
          <span
            className={`${severityStyle(score.severity).solid} inline-flex items-baseline gap-2 rounded-full px-4 py-2 text-sm font-semibold shadow-pop`}
          >
            <span className="text-lg font-extrabold tabular-nums">{score.text}</span>
            {SEVERITY_LABELS[score.severity]}
          </span>
        ) : (
          <span className="inline-flex rounded-full bg-white px-4 py-2 text-sm font-semibold text-ink-800 shadow-pop ring-1 ring-ink-200">
            {cvssContent.result.progress(chosen, total)}
          </span>
        )}
      </div>
    </div>
  );
}
