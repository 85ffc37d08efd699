'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Panel } from '@/components/support/panel';
import { phoneTable, PhoneLabel } from '@/components/support/phone-table';
import { useToast } from '@/components/ui/toast';
import { inputClass } from '@/components/ui/form-field';
import { privacyStaffCopy as copy } from '@/content/privacy';
import type { PrivacyRequestPage } from '@/lib/privacy/client';
import { dateOf, dayOf, rightLabel } from './display';
import { privacyApi, type FoundData as Found, type Removal } from './privacy-api';

// The found data's view, with its correction and deletion dialogs, arrives with the first
// lookup (fetched beside the lookup's request): the desk paints without it.
const loadDataView = () => import('./personal-data-view');
const PersonalDataView = dynamic(() => loadDataView().then((module) => module.PersonalDataView));

const smallButton =
  'rounded-xl px-3 py-1.5 text-sm font-semibold ring-1 ring-ink-200 transition hover:bg-ink-50 disabled:opacity-60';
const cell = `py-3 pr-4 ${phoneTable.cell}`;

/**
 * The staff page's working area: the open rights requests (overdue first, as the server sorted
 * them, 50 a page) and the lookup of one address, with what staff may do with its data.
 */
export function PrivacyDesk({
  initialRequests,
  today,
}: {
  initialRequests: PrivacyRequestPage;
  /** Today in Chile (YYYY-MM-DD): a request due before it is overdue. */
  today: string;
}) {
  const toast = useToast();
  const [requests, setRequests] = useState(initialRequests.requests);
  const [nextCursor, setNextCursor] = useState(initialRequests.nextCursor);
  const [loadingMore, setLoadingMore] = useState(false);
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [removal, setRemoval] = useState<Removal | null>(null);

  async function lookUp(address: string) {
    setEmail(address);
    setRemoval(null);
    setBusy(true);
    void loadDataView();
    try {
      setFound(await privacyApi.find(address));
    } catch (error) {
      setFound(null);
      toast('error', copy.failed((error as Error).message));
    } finally {
      setBusy(false);
    }
  }

  async function loadMore(cursor: string) {
    setLoadingMore(true);
    try {
      const page = await privacyApi.openRequests(cursor);
      setRequests((list) => [
        ...list,
        ...page.requests.filter((request) => !list.some((shown) => shown.id === request.id)),
      ]);
      setNextCursor(page.nextCursor);
    } catch (error) {
      toast('error', copy.failed((error as Error).message));
    } finally {
      setLoadingMore(false);
    }
  }

  async function answer(id: string) {
    try {
      await privacyApi.answer(id);
      setRequests((list) => list.filter((request) => request.id !== id));
      toast('success', copy.answered);
    } catch (error) {
      toast('error', copy.failed((error as Error).message));
    }
  }

  return (
    <main className="mx-auto grid max-w-7xl gap-10 px-5 py-8 lg:px-8 lg:py-10">
      <Panel
        id="privacy-requests"
        heading="h2"
        title={copy.requestsTitle}
        subtitle={copy.requestsSubtitle}
      >
        {requests.length === 0 ? (
          <p className="mt-4 text-ink-600">{copy.noRequests}</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className={`w-full text-left text-sm ${phoneTable.table}`}>
              <thead className={`text-ink-600 ${phoneTable.head}`}>
                <tr>
                  <th className="py-2 pr-4">{copy.columns.email}</th>
                  <th className="py-2 pr-4">{copy.columns.right}</th>
                  <th className="py-2 pr-4">{copy.columns.received}</th>
                  <th className="py-2 pr-4">{copy.columns.due}</th>
                  <th className="py-2">{copy.columns.actions}</th>
                </tr>
              </thead>
              <tbody className={phoneTable.body}>
                {requests.map((request) => {
                  const overdue = request.dueOn < today;
                  return (
                    <tr
                      key={request.id}
                      className={`border-t border-ink-100 align-top ${phoneTable.row}`}
                    >
                      <td className={cell}>
                        {request.email ??
                          (request.dataDeletedAt &&
                            copy.dataDeleted(dateOf(request.dataDeletedAt)))}
                        {request.message && (
                          <p className="mt-1 text-ink-600">
                            <span className="sr-only">{copy.message}: </span>
                            {request.message}
                          </p>
                        )}
                      </td>
                      <td className={cell}>
                        <PhoneLabel>{copy.columns.right}</PhoneLabel>
                        {rightLabel(request.right)}
                      </td>
                      <td className={cell}>
                        <PhoneLabel>{copy.columns.received}</PhoneLabel>
                        {dateOf(request.createdAt)}
                      </td>
                      <td className={cell}>
                        <PhoneLabel>{copy.columns.due}</PhoneLabel>
                        {dayOf(request.dueOn)}
                        {overdue && (
                          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                            {copy.overdue}
                          </span>
                        )}
                      </td>
                      <td className="py-3 max-sm:pt-1 max-sm:pb-0">
                        <div className="flex flex-wrap gap-2">
                          {request.email !== null && (
                            <button
                              type="button"
                              className={smallButton}
                              onClick={() => lookUp(request.email ?? '')}
                            >
                              {copy.lookUp}
                            </button>
                          )}
                          <button
                            type="button"
                            className={smallButton}
                            onClick={() => answer(request.id)}
                          >
                            {copy.markAnswered}
                          </button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {nextCursor && (
          <button
            type="button"
            disabled={loadingMore}
            className={`${smallButton} mt-4`}
            onClick={() => loadMore(nextCursor)}
          >
            {loadingMore ? copy.loadingMore : copy.moreRequests}
          </button>
        )}
      </Panel>

      <Panel
        id="personal-data"
        heading="h2"
        title={copy.lookupTitle}
        subtitle={copy.lookupSubtitle}
      >
        <form
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void lookUp(email);
          }}
        >
          <div className="grid min-w-64 flex-1 gap-1.5">
            <label htmlFor="lookup-email" className="text-sm font-semibold text-ink-800">
              {copy.email}
            </label>
            <input
              id="lookup-email"
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={inputClass}
            />
          </div>
          <button
            type="submit"
            disabled={busy}
            className="rounded-xl bg-brand-600 px-5 py-2.5 font-semibold text-white transition hover:bg-brand-700 disabled:opacity-60"
          >
            {busy ? copy.searching : copy.search}
          </button>
        </form>
        {found && (
          <PersonalDataView
            data={found}
            onChanged={(address = found.email) => lookUp(address)}
            onDeleted={(result) => {
              // The address's requests stay open, to be answered, without the address.
              const deletedAt = new Date().toISOString();
              setRequests((list) =>
                list.map((request) =>
                  request.email === found.email
                    ? { ...request, email: null, message: '', dataDeletedAt: deletedAt }
                    : request,
                ),
              );
              setFound(null);
              setRemoval(result);
            }}
          />
        )}
        {removal && (
          <div role="status" className="mt-6 rounded-xl bg-brand-50 p-4 text-ink-800">
            <p className="font-semibold">
              {copy.removed(removal.deleted.leads, removal.deleted.requests)}
            </p>
            {removal.forwarded.length > 0 && (
              <>
                <p className="mt-2">{copy.removeUpstream}</p>
                <ul className="mt-1 list-disc pl-6">
                  {removal.forwarded.map((lead, index) => (
                    <li key={lead.upstreamId ?? index}>
                      {copy.upstreamItem(
                        lead.upstreamId,
                        lead.forwardedAt && dateOf(lead.forwardedAt),
                      )}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        )}
      </Panel>
    </main>
  );
}
