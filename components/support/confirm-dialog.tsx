'use client';

import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { uiCopy } from '@/content/ui';

/** An in-page confirmation (delete, normalise) instead of the browser's blocking pop-up. */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={title}
      className="dialog-scale m-auto w-[min(28rem,calc(100vw-2rem))] max-w-none rounded-card bg-white shadow-pop"
    >
      <div className="p-6 sm:p-8">
        <h2 className="text-xl font-bold">{title}</h2>
        <p className="mt-2 text-ink-600">{body}</p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={onClose}
            autoFocus
            className="rounded-xl px-5 py-2.5 font-semibold text-ink-700 ring-1 ring-ink-200 transition hover:bg-ink-50"
          >
            {uiCopy.cancel}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onConfirm();
              setBusy(false);
              onClose();
            }}
            className="rounded-xl bg-red-600 px-5 py-2.5 font-semibold text-white transition hover:bg-red-700 disabled:opacity-60"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
