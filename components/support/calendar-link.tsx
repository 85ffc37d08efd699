'use client';

import { useId, useState } from 'react';
import { scheduleCopy as copy } from '@/content/schedule';
import type { MemberGroup } from '@/lib/members/client';
import { errorDetail } from './members-api';
import { scheduleApi } from './schedule-api';
import { scheduleButtonClass } from './schedule-fields';

/**
 * The signed-in staff user's own subscription link to the group's calendar: only a hash is
 * stored, so a link is shown once, when it is made; a new one replaces only this user's.
 */
export function CalendarLink({ group }: { group: MemberGroup }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function renew() {
    setBusy(true);
    try {
      setUrl((await scheduleApi.newCalendarLink(group)).url);
      setStatus('');
    } catch (error) {
      setStatus(errorDetail(error));
    }
    setBusy(false);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus(copy.calendarCopied);
    } catch {
      setStatus(copy.calendarCopyFailed);
    }
  }

  return (
    <div className="mt-3 grid gap-3">
      <p className="text-sm text-ink-600">{copy.calendarHint}</p>
      {url && (
        <div className="grid gap-1">
          <label htmlFor={id} className="text-sm">
            {copy.calendarLabel}
          </label>
          <input
            id={id}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
            className="w-full rounded-lg border border-ink-200 bg-ink-50 px-3 py-2 font-mono text-xs"
          />
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={busy}
          onClick={() => void renew()}
          className={`${scheduleButtonClass} text-ink-700 ring-1 ring-ink-200 hover:bg-ink-50`}
        >
          {copy.calendarNew}
        </button>
        {url && (
          <button
            type="button"
            onClick={() => void copyLink()}
            className={`${scheduleButtonClass} bg-brand-600 text-white hover:bg-brand-700`}
          >
            {copy.calendarCopy}
          </button>
        )}
      </div>
      <p aria-live="polite" className="text-sm text-ink-700">
        {status}
      </p>
    </div>
  );
}
