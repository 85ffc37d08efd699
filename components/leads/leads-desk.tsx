'use client';

import { useState } from 'react';
import { inputClass } from '@/components/ui/form-field';
import { useToast } from '@/components/ui/toast';
import { leadsDeskCopy as copy, leadStatusLabels } from '@/content/leads';
import { leadStatuses, type LeadStatus } from '@/lib/leads/client';
import { leadsApi, type DeskFilter, type LeadPage } from './leads-api';
import { LeadRow } from './lead-row';

const smallButton =
  'rounded-xl px-3 py-1.5 text-sm font-semibold ring-1 ring-ink-200 transition hover:bg-ink-50 disabled:opacity-60';

/**
 * The leads desk's working area: the median time to first contact, the filters (state, late for
 * first contact), the list (50 a page, newest first), 'Reintentar' per lead and for all held and
 * failed ones, and for privacy staff the CSV of the filtered list.
 */
export function LeadsDesk({
  initial,
  medianMinutes,
  odooUrl,
  canExport,
}: {
  initial: LeadPage;
  /** The median business minutes to first contact of the last 30 days (null: none contacted). */
  medianMinutes: number | null;
  odooUrl: string | null;
  /** Privacy staff: the CSV holds every lead's personal data (403 to other staff). */
  canExport: boolean;
}) {
  const toast = useToast();
  const [status, setStatus] = useState<LeadStatus | ''>('');
  const [contact, setContact] = useState<DeskFilter>('');
  const [page, setPage] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function load(next: LeadStatus | '', cursor?: string, late: DeskFilter = contact) {
    setBusy(true);
    try {
      const more = await leadsApi.list(next, cursor, late);
      setPage((current) =>
        cursor ? { leads: [...current.leads, ...more.leads], nextCursor: more.nextCursor } : more,
      );
    } catch (error) {
      toast('error', (error as Error).message || copy.failedRequest);
    } finally {
      setBusy(false);
    }
  }

  async function act(action: () => Promise<string>) {
    setBusy(true);
    try {
      toast('success', await action());
      await load(status);
    } catch (error) {
      toast('error', (error as Error).message || copy.failedRequest);
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto grid max-w-7xl gap-6 px-5 py-8 lg:px-8 lg:py-10">
      <p className="text-sm text-ink-700">{copy.median(medianMinutes)}</p>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap gap-4">
          <label className="grid gap-1 text-sm font-semibold">
            {copy.filterLabel}
            <select
              className={`${inputClass} min-w-44`}
              value={status}
              disabled={busy}
              onChange={(event) => {
                const next = event.target.value as LeadStatus | '';
                setStatus(next);
                void load(next);
              }}
            >
              <option value="">{copy.allStates}</option>
              {leadStatuses.map((value) => (
                <option key={value} value={value}>
                  {leadStatusLabels[value]}
                </option>
              ))}
            </select>
          </label>
          <label className="grid gap-1 text-sm font-semibold">
            {copy.contactFilterLabel}
            <select
              className={`${inputClass} min-w-44`}
              value={contact}
              disabled={busy}
              onChange={(event) => {
                const next = event.target.value as DeskFilter;
                setContact(next);
                void load(status, undefined, next);
              }}
            >
              <option value="">{copy.contactAll}</option>
              <option value="late">{copy.contactLate}</option>
              <option value="booked">{copy.meetingBooked}</option>
            </select>
          </label>
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={smallButton}
            disabled={busy}
            title={copy.retryAllHint}
            onClick={() => act(async () => copy.retriedAll((await leadsApi.retryAll()).queued))}
          >
            {copy.retryAll}
          </button>
          {canExport && (
            <form method="post" action={leadsApi.exportUrl(status)}>
              <button type="submit" className={smallButton}>
                {copy.export}
              </button>
            </form>
          )}
        </div>
      </div>
      {page.leads.length === 0 ? (
        <p className="text-ink-600">
          {contact === 'late' ? copy.emptyLate : contact ? copy.emptyBooked : copy.empty}
        </p>
      ) : (
        <ul className="grid gap-3" aria-busy={busy}>
          {page.leads.map((lead) => (
            <LeadRow
              key={lead.id}
              lead={lead}
              odooUrl={odooUrl}
              busy={busy}
              onRetry={(id) =>
                act(async () => {
                  await leadsApi.retry(id);
                  return copy.retried;
                })
              }
            />
          ))}
        </ul>
      )}
      {page.nextCursor && (
        <button
          type="button"
          className={`${smallButton} justify-self-center`}
          disabled={busy}
          onClick={() => void load(status, page.nextCursor ?? undefined)}
        >
          {copy.loadMore}
        </button>
      )}
    </main>
  );
}
