'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Temporal } from 'temporal-polyfill';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { errorAttributes, FormField, FormInput } from '@/components/ui/form-field';
import { absenceCopy as copy } from '@/content/absences';
import { scheduleCopy } from '@/content/schedule';
import {
  ABSENCE_KINDS,
  absenceMessages,
  absenceSchema,
  DEFAULT_TIME_ZONE,
  localInputToInstant,
  type AbsenceInput,
} from '@/lib/schedule/client';
import * as z from '@/lib/zod';
import { scheduleFieldClass } from './schedule-fields';

/** Why the server refused the absence: its message, and its message per field. */
export interface AbsenceRefusal {
  message: string;
  fields: Readonly<Record<string, string>>;
}

const FIELDS = ['from', 'to', 'kind', 'note'] as const;

/** A `datetime-local` value read in Chile's time, as the API's instant. */
const localInstant = z.string().transform((value, context) => {
  const at = localInputToInstant(value);
  if (at) return at;
  context.addIssue({ code: 'custom', message: scheduleCopy.invalidLocalTime });
  return z.NEVER;
});

/** The form's values, in Chile's time, through the API's own schema (its Spanish messages). */
const formSchema = z
  .object({
    from: localInstant,
    to: localInstant,
    kind: z.enum(ABSENCE_KINDS, { error: absenceMessages.kindInvalid }),
    note: z.string(),
  })
  .transform(({ note, ...absence }) => ({ ...absence, ...(note.trim() && { note }) }))
  .pipe(absenceSchema);
type Values = z.input<typeof formSchema>;

/** From tomorrow 00:00 to the day after, in Chile: a whole day away. */
function defaults(): Values {
  const tomorrow = Temporal.Now.plainDateISO(DEFAULT_TIME_ZONE).add({ days: 1 });
  return {
    from: `${tomorrow.toString()}T00:00`,
    to: `${tomorrow.add({ days: 1 }).toString()}T00:00`,
    kind: 'vacaciones',
    note: '',
  };
}

/**
 * 'Registrar ausencia' for the signed-in user's member: from and to in Chile's time, the kind
 * and an optional note, checked with the API's schema and then by the server, whose Spanish
 * message shows under its field. Loaded only when opened.
 */
export function AbsenceDialog({
  onRegister,
  onClose,
}: {
  /** Resolves null once registered, else with the server's refusal. */
  onRegister: (input: AbsenceInput) => Promise<AbsenceRefusal | null>;
  onClose: () => void;
}) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, AbsenceInput>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(),
  });

  async function submit(input: AbsenceInput) {
    const refusal = await onRegister(input);
    if (!refusal) return onClose();
    const fields = FIELDS.filter((field) => refusal.fields[field]);
    fields.forEach((field, index) =>
      setError(field, { message: refusal.fields[field] }, { shouldFocus: index === 0 }),
    );
    if (fields.length === 0) setError('root.server', { message: refusal.message });
  }

  const input = (name: 'from' | 'to' | 'note', label: string, type: string) => (
    <FormInput
      id={`${formId}-${name}`}
      label={label}
      error={errors[name]?.message}
      type={type}
      {...(name === 'note' && { maxLength: 200 })}
      className={scheduleFieldClass}
      {...register(name)}
    />
  );
  const kindId = `${formId}-kind`;
  const server = errors.root?.server?.message;

  return (
    <Dialog
      open
      onClose={onClose}
      label={copy.register}
      className="dialog-scale m-auto w-[min(28rem,calc(100vw-2rem))] max-w-none rounded-card bg-white shadow-pop"
    >
      <form className="grid gap-4 p-5 sm:p-8" noValidate onSubmit={handleSubmit(submit)}>
        <h2 className="text-xl font-bold">{copy.register}</h2>
        <p className="text-sm text-ink-600">{copy.registerHint}</p>
        {input('from', copy.from, 'datetime-local')}
        {input('to', copy.to, 'datetime-local')}
        <FormField id={kindId} label={copy.kind} error={errors.kind?.message}>
          <select
            id={kindId}
            className={scheduleFieldClass}
            {...errorAttributes(kindId, errors.kind?.message)}
            {...register('kind')}
          >
            {ABSENCE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {copy.kinds[kind]}
              </option>
            ))}
          </select>
        </FormField>
        {input('note', copy.note, 'text')}
        {server && (
          <p role="alert" className="text-sm text-red-700">
            {server}
          </p>
        )}
        <DialogActions
          onCancel={onClose}
          label={isSubmitting ? copy.registering : copy.register}
          disabled={isSubmitting}
        />
      </form>
    </Dialog>
  );
}
