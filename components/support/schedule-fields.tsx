import type { InputHTMLAttributes } from 'react';

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
