'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { uiCopy } from '@/content/ui';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  label: string;
  id?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: the browser traps focus (the page behind is inert),
 * closes it on Escape and returns focus to the element that opened it. A click on the
 * backdrop (the dialog element itself, outside its content) closes it too. Enter and exit
 * transitions come from the `dialog-fade` classes in app/theme.css.
 */
export function Dialog({ open, onClose, label, id, className = '', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={`dialog-fade p-0 ${className}`}
    >
      {children}
    </dialog>
  );
}

/** The top bar of a modal: its title and a 'Cerrar' button. */
export function DialogHeader({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 border-b border-ink-100 px-5 py-3">
      <p className="flex items-center gap-2 font-semibold text-ink-900">{children}</p>
      <button
        type="button"
        onClick={onClose}
        className="rounded-full px-4 py-1.5 text-sm font-medium text-ink-700 ring-1 ring-ink-200 transition hover:bg-ink-50"
      >
        {uiCopy.close}
      </button>
    </div>
  );
}

const actionTone = {
  primary:
    'bg-brand-600 shadow-card hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:shadow-none',
  danger: 'bg-red-600 hover:bg-red-700 disabled:opacity-60',
} as const;

/**
 * The foot of a dialog: 'Cancelar' and its action. The action submits the dialog's form unless
 * `onConfirm` is given. On a narrow phone the two buttons wrap rather than overflow.
 */
export function DialogActions({
  onCancel,
  label,
  disabled = false,
  onConfirm,
  tone = 'primary',
  focusCancel = false,
  className = '',
}: {
  onCancel: () => void;
  label: string;
  disabled?: boolean;
  onConfirm?: () => void;
  tone?: keyof typeof actionTone;
  /** Focus 'Cancelar' on open: the safe choice of a destructive confirmation. */
  focusCancel?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap justify-end gap-3 ${className}`}>
      <button
        type="button"
        onClick={onCancel}
        autoFocus={focusCancel}
        className="rounded-xl px-5 py-2.5 font-semibold text-ink-700 ring-1 ring-ink-200 transition hover:bg-ink-50"
      >
        {uiCopy.cancel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        disabled={disabled}
        onClick={onConfirm}
        className={`rounded-xl px-5 py-2.5 font-semibold text-white transition ${actionTone[tone]}`}
      >
        {label}
      </button>
    </div>
  );
}
