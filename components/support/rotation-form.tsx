'use client';

import { useId, useState } from 'react';
import { scheduleCopy as copy } from '@/content/schedule';
import { supportCopy } from '@/content/support';
import type { Member } from '@/lib/members/client';
import {
  DEFAULT_TIME_ZONE,
  instantToLocalInput,
  rotationSchema,
  type Rotation,
  type RotationInput,
} from '@/lib/schedule/client';
import { LabeledInput, scheduleButtonClass, scheduleFieldClass } from './schedule-fields';

/** Set up or change a group's rotation: members in order, shift length, handoff time, start. */
export function RotationForm({
  rotation,
  members,
  onSave,
  onDelete,
}: {
  rotation: Rotation | null;
  members: Member[];
  /** Resolves with the server's message on failure, null once saved. */
  onSave: (input: RotationInput) => Promise<string | null>;
  onDelete: () => Promise<void>;
}) {
  const id = useId();
  const [order, setOrder] = useState<string[]>(rotation?.memberIds ?? []);
  const [count, setCount] = useState(String(rotation?.length.count ?? 1));
  const [unit, setUnit] = useState<'days' | 'weeks'>(rotation?.length.unit ?? 'weeks');
  const [handoffTime, setHandoffTime] = useState(rotation?.handoffTime ?? '09:00');
  const [startsOn, setStartsOn] = useState(
    () => rotation?.startsOn ?? instantToLocalInput(Date.now()).slice(0, 10),
  );
  const [timeZone, setTimeZone] = useState(rotation?.timeZone ?? DEFAULT_TIME_ZONE);
  const [fallbackMemberId, setFallbackMemberId] = useState(rotation?.fallbackMemberId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = (memberId: string) =>
    members.find((member) => member.id === memberId)?.nombre || supportCopy.unnamed;

  const toggle = (memberId: string, checked: boolean) =>
    setOrder((current) =>
      checked ? [...current, memberId] : current.filter((other) => other !== memberId),
    );
  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      const next = [...current];
      const [moved] = next.splice(index, 1);
      next.splice(index + by, 0, moved!);
      return next;
    });

  async function save() {
    const parsed = rotationSchema.safeParse({
      memberIds: order,
      length: { unit, count },
      handoffTime,
      timeZone,
      startsOn,
      ...(fallbackMemberId && { fallbackMemberId }),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? supportCopy.unexpectedError);
      return;
    }
    setBusy(true);
    setProblem(await onSave(parsed.data));
    setBusy(false);
  }

  return (
    <form
      className="mt-3 grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="grid gap-1.5">
        <legend className="mb-1 text-sm font-semibold">{copy.rotationMembers}</legend>
        {members.map((member) => (
          <label key={member.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={order.includes(member.id)}
              onChange={(event) => toggle(member.id, event.target.checked)}
            />
            {member.nombre || supportCopy.unnamed}
          </label>
        ))}
      </fieldset>
      <div>
        <p className="text-sm font-semibold" id={`${id}-order`}>
          {copy.rotationOrder}
        </p>
        {order.length === 0 ? (
          <p className="text-sm text-ink-600">{copy.rotationNoMembers}</p>
        ) : (
          <ol aria-labelledby={`${id}-order`} className="mt-1 grid gap-1">
            {order.map((memberId, index) => (
              <li key={memberId} className="flex items-center gap-2 text-sm">
                <span className="w-6 text-right text-ink-600">{index + 1}.</span>
                <span className="flex-1">{name(memberId)}</span>
                <button
                  type="button"
                  className={`${scheduleButtonClass} px-2 py-1 ring-1 ring-ink-200`}
                  disabled={index === 0}
                  aria-label={copy.moveUp(name(memberId))}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={`${scheduleButtonClass} px-2 py-1 ring-1 ring-ink-200`}
                  disabled={index === order.length - 1}
                  aria-label={copy.moveDown(name(memberId))}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <LabeledInput
          label={copy.lengthCount}
          type="number"
          min={1}
          max={28}
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
        <div className="grid gap-1 text-sm">
          <label htmlFor={`${id}-unit`}>{copy.lengthUnit}</label>
          <select
            id={`${id}-unit`}
            className={scheduleFieldClass}
            value={unit}
            onChange={(event) => setUnit(event.target.value as 'days' | 'weeks')}
          >
            <option value="days">{copy.units.days}</option>
            <option value="weeks">{copy.units.weeks}</option>
          </select>
        </div>
        <LabeledInput
          label={copy.handoffTime}
          type="time"
          value={handoffTime}
          onChange={(event) => setHandoffTime(event.target.value)}
        />
        <LabeledInput
          label={copy.startsOn}
          type="date"
          value={startsOn}
          onChange={(event) => setStartsOn(event.target.value)}
        />
      </div>
      <LabeledInput
        label={copy.timeZone}
        value={timeZone}
        onChange={(event) => setTimeZone(event.target.value)}
      />
      <div className="grid gap-1 text-sm">
        <label htmlFor={`${id}-fallback`}>{copy.fallbackMember}</label>
        <select
          id={`${id}-fallback`}
          aria-describedby={`${id}-fallback-hint`}
          className={scheduleFieldClass}
          value={fallbackMemberId}
          onChange={(event) => setFallbackMemberId(event.target.value)}
        >
          <option value="">{copy.fallbackNone}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.nombre || supportCopy.unnamed}
            </option>
          ))}
        </select>
        <p id={`${id}-fallback-hint`} className="text-ink-600">
          {copy.fallbackHint}
        </p>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={busy}
          className={`${scheduleButtonClass} bg-brand-600 text-white hover:bg-brand-700`}
        >
          {copy.saveRotation}
        </button>
        {rotation && (
          <button
            type="button"
            disabled={busy}
            onClick={() => void onDelete()}
            className={`${scheduleButtonClass} text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50`}
          >
            {copy.deleteRotation}
          </button>
        )}
      </div>
    </form>
  );
}
