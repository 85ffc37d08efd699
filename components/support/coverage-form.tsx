'use client';

import { useId, useState } from 'react';
import { scheduleCopy as copy } from '@/content/schedule';
import { supportCopy } from '@/content/support';
import type { Member } from '@/lib/members/client';
import {
  coverageSchema,
  formatShiftTime,
  type Coverage,
  type CoverageInput,
} from '@/lib/schedule/client';
import { RangeReasonFields, scheduleButtonClass, scheduleFieldClass } from './schedule-fields';
import { useRangeReason } from './use-range-reason';

/** The group's coverages not ended yet, each removable, and the form to add one. */
export function CoverageForm({
  coverages,
  members,
  onAdd,
  onRemove,
}: {
  coverages: Coverage[];
  members: Member[];
  /** Resolves with the server's message on failure, null once added. */
  onAdd: (input: CoverageInput) => Promise<string | null>;
  onRemove: (coverage: Coverage) => Promise<void>;
}) {
  const id = useId();
  const [memberId, setMemberId] = useState('');
  const form = useRangeReason();
  const { problem, busy } = form;

  async function add() {
    const input = form.parse(coverageSchema, { memberId });
    if (input && (await form.send(() => onAdd(input)))) {
      setMemberId('');
      form.clear();
    }
  }

  return (
    <div className="mt-3 grid gap-4">
      {coverages.length === 0 ? (
        <p className="text-sm text-ink-600">{copy.noCoverages}</p>
      ) : (
        <ul className="grid gap-1.5" aria-label={copy.coveragesTitle}>
          {coverages.map((coverage) => (
            <li
              key={coverage.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-ink-50 px-3 py-2 text-sm"
            >
              <span>
                {copy.coverageLine(
                  coverage.nombre,
                  copy.shiftRange(formatShiftTime(coverage.from), formatShiftTime(coverage.to)),
                )}
                {coverage.reason && <span className="text-ink-600"> · {coverage.reason}</span>}
              </span>
              <button
                type="button"
                className={`${scheduleButtonClass} px-2 py-1 text-red-700 ring-1 ring-ink-200 hover:bg-red-50`}
                onClick={() => void onRemove(coverage)}
              >
                <span aria-hidden="true">✕</span>
                <span className="sr-only">{copy.removeCoverage(coverage.nombre)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <div className="grid gap-1 text-sm">
          <label htmlFor={`${id}-member`}>{copy.coverageMember}</label>
          <select
            id={`${id}-member`}
            className={scheduleFieldClass}
            value={memberId}
            onChange={(event) => setMemberId(event.target.value)}
          >
            <option value="">{copy.coverageChoose}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.nombre || supportCopy.unnamed}
              </option>
            ))}
          </select>
        </div>
        <RangeReasonFields
          labels={{ from: copy.coverageFrom, to: copy.coverageTo, reason: copy.coverageReason }}
          form={form}
          columns
        />
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div>
          <button
            type="submit"
            disabled={busy}
            className={`${scheduleButtonClass} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {copy.addCoverage}
          </button>
        </div>
      </form>
    </div>
  );
}
