'use client';

import { Dialog, DialogActions } from '@/components/ui/dialog';
import { coverRequestCopy as copy } from '@/content/cover-requests';
import {
  coverRequestSchema,
  instantToLocalInput,
  type CoverRequestInput,
} from '@/lib/schedule/client';
import { RangeReasonFields } from './schedule-fields';
import { useRangeReason } from './use-range-reason';

/**
 * 'Pedir cobertura' for one of the signed-in member's shifts: its range prefilled (from now on
 * if it already started), an optional reason. Loaded only when opened.
 */
export function CoverRequestDialog({
  from,
  to,
  onAsk,
  onClose,
}: {
  from: number;
  to: number;
  /** Resolves with the server's message on failure, null once asked. */
  onAsk: (input: CoverRequestInput) => Promise<string | null>;
  onClose: () => void;
}) {
  const form = useRangeReason({ from: instantToLocalInput(from), to: instantToLocalInput(to) });
  const { problem, busy } = form;

  async function ask() {
    const input = form.parse(coverRequestSchema);
    if (input && (await form.send(() => onAsk(input)))) onClose();
  }

  return (
    <Dialog
      open
      onClose={onClose}
      label={copy.ask}
      className="dialog-scale m-auto w-[min(28rem,calc(100vw-2rem))] max-w-none rounded-card bg-white shadow-pop"
    >
      <form
        className="grid gap-4 p-5 sm:p-8"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <h2 className="text-xl font-bold">{copy.ask}</h2>
        <p className="text-sm text-ink-600">{copy.askHint}</p>
        <RangeReasonFields labels={copy} form={form} />
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <DialogActions onCancel={onClose} label={copy.ask} disabled={busy} />
      </form>
    </Dialog>
  );
}
