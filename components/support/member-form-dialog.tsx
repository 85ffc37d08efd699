'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icons';
import { supportCopy } from '@/content/support';
import {
  createMemberSchema,
  editMemberSchema,
  type CreateMemberInput,
} from '@/lib/members/schemas';

type Fields = CreateMemberInput;

interface MemberFormDialogProps {
  open: boolean;
  /** 'create' uses the create modals' rules, 'edit' the edit modal's (specification 5). */
  mode: 'create' | 'edit';
  title: string;
  initial?: Fields;
  onClose: () => void;
  /** Resolves true when saved (the dialog then closes). */
  onSubmit: (fields: Fields) => Promise<boolean>;
}

const empty: Fields = { nombre: '', email: '', telefono: '' };

const inputClass =
  'block w-full rounded-xl border border-ink-200 bg-white px-4 py-2.5 text-ink-950 shadow-sm outline-none transition focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-invalid:border-red-500';

/**
 * 'Agregar al Equipo', 'Agregar a Agencia' and 'Editar Usuario': validated on blur and on
 * submit, errors clearing as the user edits, submit disabled until the form is valid.
 */
export function MemberFormDialog({
  open,
  mode,
  title,
  initial,
  onClose,
  onSubmit,
}: MemberFormDialogProps) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Fields>({
    resolver: zodResolver(mode === 'create' ? createMemberSchema : editMemberSchema),
    mode: 'onTouched',
    defaultValues: initial ?? empty,
  });

  // Each opening starts from the member being edited, or empty.
  useEffect(() => {
    if (open) reset(initial ?? empty);
  }, [open, initial, reset]);

  const field = (name: keyof Fields, label: string, type: string, autoComplete: string) => {
    const id = `${formId}-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-ink-800 text-sm font-semibold">
          {label}
        </label>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass}
          {...register(name)}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  const busyLabel = mode === 'create' ? supportCopy.creating : supportCopy.saving;
  const label = mode === 'create' ? supportCopy.create : supportCopy.save;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={title}
      className="dialog-scale rounded-card shadow-pop m-auto w-[min(32rem,calc(100vw-2rem))] max-w-none bg-white"
    >
      <form
        noValidate
        onSubmit={handleSubmit(async (fields) => {
          if (await onSubmit(fields)) onClose();
        })}
        className="grid gap-5 p-6 sm:p-8"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 className="text-xl font-bold">{title}</h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Cerrar"
            className="text-ink-500 hover:bg-ink-100 -m-1 grid size-9 place-items-center rounded-lg"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        {field('nombre', 'Nombre', 'text', 'name')}
        {field('email', 'Email', 'email', 'email')}
        {field('telefono', 'Teléfono', 'tel', 'tel')}
        <div className="flex justify-end gap-3 pt-2">
          <button
            type="button"
            onClick={onClose}
            className="text-ink-700 ring-ink-200 hover:bg-ink-50 rounded-xl px-5 py-2.5 font-semibold ring-1 transition"
          >
            Cancelar
          </button>
          <button
            type="submit"
            disabled={!isValid || isSubmitting}
            className="bg-brand-600 shadow-card hover:bg-brand-700 disabled:bg-ink-300 rounded-xl px-5 py-2.5 font-semibold text-white transition disabled:cursor-not-allowed disabled:shadow-none"
          >
            {isSubmitting ? busyLabel : label}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
