'use client';

import { useId, useState } from 'react';
import { supportCopy, type GroupCopy } from '@/content/support';
import type { Member } from '@/lib/members/client';
import { Panel } from './panel';

/** One option's text: name, phone and email where present. */
const optionLabel = (member: Member) =>
  [member.nombre || supportCopy.unnamed, member.telefono, member.email].filter(Boolean).join(' · ');

/** The dropdown of available members and 'Asignar Turno' (docs/product.md, Support screen). */
export function AssignShiftForm({
  copy,
  members,
  loading,
  onAssign,
}: {
  copy: GroupCopy;
  members: Member[];
  loading: boolean;
  /** Resolves once the assignment is done (or failed and was reported). */
  onAssign: (member: Member) => Promise<boolean>;
}) {
  const selectId = useId();
  const [selectedId, setSelectedId] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const available = members.filter((member) => member.flagActivo !== 1);
  const empty = available.length === 0;
  // A member chosen earlier may have gone on duty or been deleted since.
  const selected = available.find((member) => member.id === selectedId);

  async function assign() {
    if (!selected) {
      const wasActive = members.some(
        (member) => member.id === selectedId && member.flagActivo === 1,
      );
      setProblem(wasActive ? copy.alreadyActive : copy.selectFirst);
      return;
    }
    setProblem(null);
    setBusy(true);
    const assigned = await onAssign(selected);
    setBusy(false);
    if (assigned) setSelectedId('');
  }

  return (
    <Panel id={`${copy.name}-assign`} title={copy.assignTitle}>
      <form
        className="mt-4 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void assign();
        }}
      >
        <label htmlFor={selectId} className="sr-only">
          {supportCopy.availableMember(copy.name)}
        </label>
        <select
          id={selectId}
          value={selected ? selectedId : ''}
          onChange={(event) => {
            setSelectedId(event.target.value);
            setProblem(null);
          }}
          disabled={empty || loading || busy}
          className="w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-ink-900 shadow-sm outline-none focus:border-brand-500 focus:ring-4 focus:ring-brand-100 disabled:bg-ink-50 disabled:text-ink-500"
        >
          <option value="">
            {empty ? supportCopy.noneAvailable : supportCopy.selectPlaceholder}
          </option>
          {available.map((member) => (
            <option key={member.id} value={member.id}>
              {optionLabel(member)}
            </option>
          ))}
        </select>
        {empty && <p className="text-sm text-ink-600">{supportCopy.noneAvailableNote}</p>}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <button
          type="submit"
          disabled={!selected || loading || busy || empty}
          className="inline-flex items-center justify-center rounded-xl bg-brand-600 px-5 py-3 font-semibold text-white shadow-card transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-ink-300 disabled:shadow-none"
        >
          {busy ? supportCopy.assigning : supportCopy.assign}
        </button>
      </form>
    </Panel>
  );
}
