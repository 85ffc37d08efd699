'use client';

import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';

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
        <DialogActions
          className="mt-6"
          onCancel={onClose}
          focusCancel
          tone="danger"
          label={confirmLabel}
          disabled={busy}
          onConfirm={async () => {
            setBusy(true);
            await onConfirm();
            setBusy(false);
            onClose();
          }}
        />
      </div>
    </Dialog>
  );
}
