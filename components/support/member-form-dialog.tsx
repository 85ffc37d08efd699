'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FormInput } from '@/components/ui/form-field';
import { Icon } from '@/components/ui/icons';
import { supportCopy } from '@/content/support';
import { createMemberSchema, editMemberSchema, type CreateMemberInput } from '@/lib/members/client';
import { uiCopy } from '@/content/ui';

type Fields = CreateMemberInput;

interface MemberFormDialogProps {
  open: boolean;
  /** 'create' uses the create modals' rules, 'edit' the edit modal's (docs/product.md). */
  mode: 'create' | 'edit';
  title: string;
  initial?: Fields;
  onClose: () => void;
  /** Resolves true when saved (the dialog then closes). */
  onSubmit: (fields: Fields) => Promise<boolean>;
}

const empty: Fields = { nombre: '', email: '', telefono: '' };

/**
 * 'Agregar al Equipo', 'Agregar a Agencia' and 'Editar Usuario': validated on blur and on
 * submit, errors clearing as the user edits, submit disabled until the form is valid.
 */
export function MemberFormDialog(props: MemberFormDialogProps) {
  const { open, title, onClose } = props;
  // Each opening mounts a fresh form (from the member being edited, or empty) in the same render
  // that opens the dialog: nothing the viewer types afterwards can be reset, however many times
  // the live board re-renders the screen meanwhile.
  const [openings, setOpenings] = useState(open ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpenings(openings + 1);
  }
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={title}
      className="dialog-scale m-auto w-[min(32rem,calc(100vw-2rem))] max-w-none rounded-card bg-white shadow-pop"
    >
      <MemberForm key={openings} {...props} />
    </Dialog>
  );
}

function MemberForm({ mode, title, initial, onClose, onSubmit }: MemberFormDialogProps) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<Fields>({
    resolver: zodResolver(mode === 'create' ? createMemberSchema : editMemberSchema),
    mode: 'onTouched',
    defaultValues: initial ?? empty,
  });

  const field = (name: keyof Fields, label: string, type: string, autoComplete: string) => (
    <FormInput
      id={`${formId}-${name}`}
      label={label}
      error={errors[name]?.message}
      type={type}
      autoComplete={autoComplete}
      {...register(name)}
    />
  );

  const busyLabel = mode === 'create' ? supportCopy.creating : supportCopy.saving;
  const label = mode === 'create' ? supportCopy.create : supportCopy.save;

  return (
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
          aria-label={uiCopy.close}
          className="-m-1 grid size-9 place-items-center rounded-lg text-ink-500 hover:bg-ink-100"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
      {field('nombre', supportCopy.memberFields.nombre, 'text', 'name')}
      {field('email', supportCopy.memberFields.email, 'email', 'email')}
      {field('telefono', supportCopy.memberFields.telefono, 'tel', 'tel')}
      <DialogActions
        className="pt-2"
        onCancel={onClose}
        label={isSubmitting ? busyLabel : label}
        disabled={!isValid || isSubmitting}
      />
    </form>
  );
}
