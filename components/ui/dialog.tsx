'use client';

import { useEffect, useRef, type ReactNode } from 'react';

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
