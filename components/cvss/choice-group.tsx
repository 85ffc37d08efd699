import { useId } from 'react';
import { usePending } from './pending';

export interface Choice {
  value: string;
  label: string;
}

/**
 * One metric (or the version) as a row of pill buttons: native radio inputs, so Tab reaches
 * the group and the arrow keys move the choice. Rendered inside the client calculator.
 */
export function ChoiceGroup({
  label,
  code,
  description,
  choices,
  selected,
  onSelect,
  showValues = true,
  compact = false,
}: {
  /** Accessible name of the radio group, e.g. 'Vector de ataque'. */
  label: string;
  /** Abbreviation shown beside the label, e.g. 'AV'. */
  code?: string;
  description?: string;
  choices: readonly Choice[];
  /** The checked value; undefined when none is chosen yet. */
  selected: string | undefined;
  onSelect: (value: string) => void;
  /** Adds the vector letter to each option: 'Red (N)'. */
  showValues?: boolean;
  compact?: boolean;
}) {
  const id = useId();
  const pending = usePending();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <div>
      <div className="flex items-baseline gap-2">
        <span id={labelId} className="text-[0.95rem] font-semibold text-ink-900">
          {label}
        </span>
        {code && (
          <span
            aria-hidden="true"
            className="rounded-md bg-ink-100 px-1.5 py-0.5 font-mono text-xs font-medium text-ink-600"
          >
            {code}
          </span>
        )}
      </div>
      {description && (
        <p id={descriptionId} className="mt-1 text-sm text-ink-600">
          {description}
        </p>
      )}
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className={`flex flex-wrap gap-2 ${compact ? 'mt-2' : 'mt-3'}`}
      >
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative inline-flex items-center gap-1 rounded-full bg-white px-3.5 py-2 text-sm font-medium text-ink-800 ring-1 ring-ink-200 transition-colors select-none hover:bg-ink-50 hover:ring-ink-300 has-checked:bg-brand-600 has-checked:text-white has-checked:ring-brand-600 has-checked:hover:bg-brand-700 has-disabled:cursor-wait motion-reduce:transition-none forced-colors:has-checked:outline-2 forced-colors:has-checked:outline-offset-1"
          >
            <input
              type="radio"
              name={id}
              value={choice.value}
              checked={selected === choice.value}
              onChange={() => onSelect(choice.value)}
              disabled={pending}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full disabled:cursor-wait"
            />
            {choice.label}
            {showValues && <span className="font-normal">({choice.value})</span>}
          </label>
        ))}
      </div>
    </div>
  );
}
