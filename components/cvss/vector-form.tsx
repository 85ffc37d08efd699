import { useEffect, useId, useRef } from 'react';
import { SUPPORTED_CVSS_VERSIONS, type SupportedCvssVersion } from '@/lib/cvss/core';
import { cvssContent } from '@/content/cvss';
import { Icon } from '@/components/ui/icons';
import { ChoiceGroup } from './choice-group';
import { usePending } from './pending';
import { cardClass } from './presentation';

const VERSION_CHOICES = [...SUPPORTED_CVSS_VERSIONS].reverse().map((version) => ({
  value: version,
  label: `CVSS ${version}`,
}));
const isVersion = (value: string): value is SupportedCvssVersion =>
  (SUPPORTED_CVSS_VERSIONS as readonly string[]).includes(value);

/** What the form shows and what its controls do, from the calculator's state. */
export interface VectorFormState {
  text: string;
  error: string | null;
  version: SupportedCvssVersion;
  onEdit: (text: string) => void;
  onCalculate: () => void;
  onVersion: (version: SupportedCvssVersion) => void;
  onClear: () => void;
}

/** Where the focus goes when a form appears after a version switch. */
export type FocusOnMount = 'input' | 'version' | undefined;

/** The vector's text field with Calcular, its error, the version choice and Limpiar. */
export function VectorForm({
  text,
  error,
  version,
  placeholder,
  onEdit,
  onCalculate,
  onVersion,
  onClear,
  focusOnMount,
}: VectorFormState & {
  placeholder: string;
  /** After a version switch the new form takes the focus where the visitor left it. */
  focusOnMount: FocusOnMount;
}) {
  const id = useId();
  const pending = usePending();
  const versionGroup = useRef<HTMLDivElement>(null);
  const inputId = `${id}-vector`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const input = useRef<HTMLInputElement>(null);
  const { form } = cvssContent;
  const invalid = error !== null;
  useEffect(() => {
    if (focusOnMount === 'input') input.current?.focus();
    if (focusOnMount === 'version') {
      versionGroup.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    }
  }, [focusOnMount]);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onCalculate();
      }}
      className={`${cardClass} p-6`}
    >
      <label htmlFor={inputId} className="block text-lg font-bold text-ink-950">
        {form.label}
      </label>
      <p id={helpId} className="mt-1 text-sm text-ink-600">
        {form.help}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <input
          ref={input}
          id={inputId}
          type="text"
          name="vector"
          value={text}
          onChange={(event) => onEdit(event.target.value)}
          disabled={pending}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${errorId} ${helpId}` : helpId}
          className={`min-w-0 flex-1 rounded-xl border bg-white px-4 py-3 font-mono text-base text-ink-950 transition-colors placeholder:text-ink-500 disabled:cursor-wait motion-reduce:transition-none sm:text-[0.95rem] ${
            invalid ? 'border-red-600' : 'border-ink-300 hover:border-ink-400'
          }`}
        />
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-card transition-colors hover:bg-brand-700 disabled:cursor-wait motion-reduce:transition-none"
        >
          {form.submit}
        </button>
      </div>

      <div role="alert" id={errorId}>
        {error !== null && (
          <p className="mt-3 flex items-start gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
            <Icon name="alert" className="mt-px size-4.5 shrink-0" />
            <span>
              <span className="font-semibold">{form.errorPrefix}</span>
              {error}
            </span>
          </p>
        )}
      </div>

      <div ref={versionGroup} className="mt-5 flex flex-wrap items-end justify-between gap-4">
        <ChoiceGroup
          label={form.versionLabel}
          choices={VERSION_CHOICES}
          selected={version}
          onSelect={(value) => {
            if (isVersion(value)) onVersion(value);
          }}
          showValues={false}
          compact
        />
        <button
          type="button"
          disabled={pending}
          onClick={() => {
            onClear();
            input.current?.focus();
          }}
          className="inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-200 transition-colors hover:bg-ink-50 disabled:cursor-wait motion-reduce:transition-none"
        >
          <Icon name="reset" className="size-4" />
          {form.clear}
        </button>
      </div>
    </form>
  );
}
