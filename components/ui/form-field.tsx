import type { ComponentProps, ReactNode } from 'react';

/** The look of every text input, with the invalid state driven by aria-invalid. */
export const inputClass =
  'block w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-ink-950 shadow-sm outline-none transition placeholder:text-ink-400 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-invalid:border-red-500 aria-invalid:focus:ring-red-100';

/** The accessibility attributes that tie an input to its error message. */
export function errorAttributes(id: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

/** A label, the input (children) and its error message. */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input with its error message: `FormField` around an `input` tied to it. */
export function FormInput({
  id,
  label,
  error,
  className = inputClass,
  ...input
}: { id: string; label: ReactNode; error: string | undefined } & ComponentProps<'input'>) {
  return (
    <FormField id={id} label={label} error={error}>
      <input id={id} className={className} {...errorAttributes(id, error)} {...input} />
    </FormField>
  );
}
