'use client';

import { useState } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { coverRequestCopy as copy } from '@/content/cover-requests';
import { scheduleCopy } from '@/content/schedule';
import { supportCopy } from '@/content/support';
import {
  coverRequestSchema,
  instantToLocalInput,
  localInputToInstant,
  type CoverRequestInput,
} from '@/lib/schedule/client';
import { RangeReasonFields } from './schedule-fields';

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
  const [start, setStart] = useState(() => instantToLocalInput(from));
  const [end, setEnd] = useState(() => instantToLocalInput(to));
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask() {
    const fromInstant = localInputToInstant(start);
    const toInstant = localInputToInstant(end);
    if (!fromInstant || !toInstant) return setProblem(scheduleCopy.invalidLocalTime);
    const parsed = coverRequestSchema.safeParse({
      from: fromInstant,
      to: toInstant,
      ...(reason.trim() && { reason }),
    });
    if (!parsed.success) {
      return setProblem(parsed.error.issues[0]?.message ?? supportCopy.unexpectedError);
    }
    setBusy(true);
    const failure = await onAsk(parsed.data);
    setBusy(false);
    if (failure) setProblem(failure);
    else onClose();
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
        <RangeReasonFields
          labels={copy}
          from={start}
          to={end}
          reason={reason}
          onFrom={setStart}
          onTo={setEnd}
          onReason={setReason}
        />
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
