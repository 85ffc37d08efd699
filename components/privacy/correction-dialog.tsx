'use client';

import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FormField, inputClass } from '@/components/ui/form-field';
import { privacyStaffCopy as copy } from '@/content/privacy';
import { leadLabels, leadLimits } from '@/lib/leads/client';
import type { LeadCorrection } from '@/lib/leads/client';
import { privacyApi } from './privacy-api';

type Field = keyof typeof leadLabels;
const fields = Object.keys(leadLabels) as Field[];

/**
 * Corrects an address's leads (rectification): the newest lead's values to edit; only the
 * fields changed are sent, each checked by the lead schema on the server.
 */
export function CorrectionDialog({
  email,
  lead,
  onClose,
  onCorrected,
}: {
  email: string;
  lead: Record<string, unknown>;
  onClose: () => void;
  onCorrected: (count: number, newEmail?: string) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const initial = (field: Field) => String(lead[field] ?? '');

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const changes: LeadCorrection = {};
    for (const field of fields) {
      const value = String(form.get(field) ?? '');
      if (value !== initial(field)) changes[field] = value;
    }
    if (Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    setError(null);
    try {
      const { corrected } = await privacyApi.correct(email, changes);
      onCorrected(corrected.leads, changes.email?.trim().toLowerCase());
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      label={copy.correctTitle}
      className="dialog-scale m-auto w-[min(36rem,calc(100vw-2rem))] max-w-none rounded-card bg-white shadow-pop"
    >
      <form onSubmit={save} className="grid gap-4 p-6 sm:p-8">
        <h2 className="text-xl font-bold">{copy.correctTitle}</h2>
        <p className="text-sm text-ink-600">{copy.correctHint}</p>
        {fields.map((field) => (
          <FormField
            key={field}
            id={`correct-${field}`}
            label={leadLabels[field]}
            error={undefined}
          >
            <input
              id={`correct-${field}`}
              name={field}
              defaultValue={initial(field)}
              maxLength={leadLimits[field]}
              className={inputClass}
            />
          </FormField>
        ))}
        {error && (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
            {error}
          </p>
        )}
        <DialogActions onCancel={onClose} label={busy ? copy.saving : copy.save} disabled={busy} />
      </form>
    </Dialog>
  );
}
