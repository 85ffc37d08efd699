import type { InputHTMLAttributes } from 'react';
import type { RangeReasonForm } from './use-range-reason';

/** The schedule forms' compact controls (rotation, coverage). */
export const scheduleFieldClass =
  'w-full min-w-0 rounded-lg border border-ink-200 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none';
export const scheduleButtonClass =
  'rounded-lg px-3 py-2 text-sm font-semibold transition disabled:opacity-60';

/** A label around its input, in the schedule forms' look. */
export function LabeledInput({
  label,
  ...input
}: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="grid gap-1 text-sm">
      {label}
      <input className={scheduleFieldClass} {...input} />
    </label>
  );
}

/**
 * A range in local time (`datetime-local`) and an optional reason: the coverage form's and the
 * cover request's fields. `columns` sets the range side by side from `sm` up.
 */
export function RangeReasonFields({
  labels,
  form: { from, to, reason, setFrom, setTo, setReason },
  columns = false,
}: {
  labels: { from: string; to: string; reason: string };
  /** The form's state (`useRangeReason`). */
  form: Pick<RangeReasonForm, 'from' | 'to' | 'reason' | 'setFrom' | 'setTo' | 'setReason'>;
  columns?: boolean;
}) {
  return (
    <>
      <div className={columns ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-4'}>
        <LabeledInput
          label={labels.from}
          type="datetime-local"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
        />
        <LabeledInput
          label={labels.to}
          type="datetime-local"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </div>
      <LabeledInput
        label={labels.reason}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
      />
    </>
  );
}
