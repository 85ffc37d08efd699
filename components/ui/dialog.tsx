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
 * transitions come from the `dialog-fade` classes in globals.css.
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
